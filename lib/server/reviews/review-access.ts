import "server-only";
import { DashboardError } from "@/lib/errors";
import { roleAtLeast, type SessionUser } from "@/lib/roles";
import { readJsonBody } from "../http/request-body";
import type { StoreDb } from "../store/database";
import { findNote, isNoteId, type OwnedNote } from "../store/notes";

// Who may do what with notes and reviews, for the /api/calls/{callId}/… routes. Reading
// needs a viewer; writing needs a listener (someone who may hear the call). Authors edit
// their own notes; authors and admins delete them. Every write is in the audit trail (the
// routes' audit(), lib/server/api-route.ts).

/** A JSON body of the bounded size the views routes read too. */
export const readReviewBody = readJsonBody;

/** A note of this call, or a 404. */
export async function noteOfCall(db: StoreDb, callId: string, noteId: string): Promise<OwnedNote> {
  const note = isNoteId(noteId) ? await findNote(db, callId, noteId) : null;
  if (!note) throw new DashboardError("not_found", "There is no such note on this call; it may have been deleted.");
  return note;
}

/** By the author's id, never the name: a name deleted and added again for someone else owns nothing of the old user's. */
export function requireAuthor(user: SessionUser, note: OwnedNote, doing: "edit" | "delete"): void {
  if (note.authorId === user.id) return;
  if (doing === "delete" && roleAtLeast(user.role, "admin")) return;
  throw new DashboardError("forbidden", doing === "edit" ? "Only the note's author may edit it." : "Only the note's author or an admin may delete it.");
}

/** A number field of a body within bounds, null when absent and allowed, or a 400 naming it. */
export function numberField(body: Record<string, unknown>, field: string, min: number, max: number, optional: boolean): number | null {
  const value = body[field];
  if ((value === undefined || value === null) && optional) return null;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max)
    throw new DashboardError("invalid_request", `${field} must be a number from ${min} to ${max}.`, {
      details: [{ param: field, message: `must be a number from ${min} to ${max}` }],
    });
  return value;
}
