import "server-only";
import { randomUUID } from "node:crypto";
import { DashboardError } from "@/lib/errors";
import { NOTES_PER_CALL, type Note, noteProblem } from "@/lib/reviews/review";
import { lockMark, refreshMark } from "./call-marks";
import type { StoreDb } from "./database";
import type { CallNoteTable } from "./schema";
import { inTransaction } from "./transaction";

export type { Note };

// Notes on calls (issue #30): plain text, optionally pinned to a moment of the recording.
// Bounded: NOTE_MAX characters each, NOTES_PER_CALL per call. Authors edit their own;
// authors and admins delete (the routes decide who may; this module only writes).

const NOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** True for an id this module could have made; anything else names no note. */
export const isNoteId = (id: string) => NOTE_ID.test(id);

/** The note's text, trimmed, or a 400 naming what is wrong. */
function checkedNoteText(text: string): string {
  const trimmed = text.trim();
  const problem = noteProblem(trimmed);
  if (problem) throw new DashboardError("invalid_request", problem, { details: [{ param: "text", message: problem }] });
  return trimmed;
}

export const toNote = (r: CallNoteTable): Note => ({
  id: r.id,
  callId: r.call_id,
  author: r.author,
  atSeconds: r.at_seconds,
  text: r.body,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A call's notes, oldest first. */
export async function listNotes(db: StoreDb, callId: string): Promise<Note[]> {
  const rows = await db.selectFrom("call_note").selectAll().where("call_id", "=", callId).orderBy("created_at").orderBy("id").execute();
  return rows.map(toNote);
}

/** A note with its author's id (migration 018), which is who may edit it; never sent to a browser. */
export type OwnedNote = Note & { authorId: string };

export async function findNote(db: StoreDb, callId: string, id: string): Promise<OwnedNote | null> {
  const row = await db.selectFrom("call_note").selectAll().where("id", "=", id).where("call_id", "=", callId).executeTakeFirst();
  return row ? { ...toNote(row), authorId: row.author_id } : null;
}

export async function addNote(
  db: StoreDb,
  note: { callId: string; author: string; authorId: string; atSeconds: number | null; text: string },
  now = Date.now(),
): Promise<Note> {
  const text = checkedNoteText(note.text);
  const at = new Date(now).toISOString();
  const row = {
    id: randomUUID(),
    call_id: note.callId,
    author: note.author,
    author_id: note.authorId,
    at_seconds: note.atSeconds,
    body: text,
    created_at: at,
    updated_at: at,
  };
  await inTransaction(db, async (trx) => {
    // Counted under the call's mark lock, so two notes added at once cannot both pass the limit.
    await lockMark(trx, note.callId);
    const { n } = await trx
      .selectFrom("call_note")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("call_id", "=", note.callId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= NOTES_PER_CALL) throw new DashboardError("conflict", `This call has ${NOTES_PER_CALL} notes, the most a call may hold.`);
    await trx.insertInto("call_note").values(row).execute();
    await refreshMark(trx, note.callId);
  });
  return toNote(row);
}

export async function editNote(db: StoreDb, { authorId: _, ...note }: OwnedNote, text: string, now = Date.now()): Promise<Note> {
  const body = checkedNoteText(text);
  const updatedAt = new Date(now).toISOString();
  await inTransaction(db, async (trx) => {
    await lockMark(trx, note.callId);
    await trx.updateTable("call_note").set({ body, updated_at: updatedAt }).where("id", "=", note.id).execute();
    // The edit is the call's latest activity now, for the Reviews list's order.
    await refreshMark(trx, note.callId);
  });
  return { ...note, text: body, updatedAt };
}

export async function deleteNote(db: StoreDb, note: Note): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockMark(trx, note.callId);
    await trx.deleteFrom("call_note").where("id", "=", note.id).execute();
    await refreshMark(trx, note.callId);
  });
}
