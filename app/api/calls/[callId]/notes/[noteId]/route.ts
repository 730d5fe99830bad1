import { apiRoute } from "@/lib/server/api-route";
import { checkPathId } from "@/lib/server/http/path-params";
import { stringField } from "@/lib/server/http/request-body";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { requireWriteQuota } from "@/lib/server/note-bounds/write-quota";
import { auditReview, noteOfCall, readReviewBody, requireAuthor } from "@/lib/server/reviews/review-access";
import { currentStore } from "@/lib/server/store/current-store";
import { deleteNote, editNote } from "@/lib/server/store/notes";

type Params = { callId: string; noteId: string };

// PATCH /api/calls/{callId}/notes/{noteId} – its author changes a note's text: { text }.
export const PATCH = apiRoute<Params>({ name: "PATCH /api/calls/{callId}/notes/{noteId}", role: "listener" }, async ({ request, params, user }) => {
  const callId = checkPathId("callId", params.callId);
  const body = await readReviewBody(request);
  const { db } = await currentStore();
  const note = await noteOfCall(db, callId, params.noteId);
  requireAuthor(user, note, "edit");
  const text = stringField(body, "text");
  return writeOnce(async (trx) => {
    await requireWriteQuota(trx, user.name);
    const edited = await editNote(trx, note, text);
    await auditReview(trx, request, user, "note", callId, "edited", `note ${note.id}`);
    return Response.json({ note: edited }, { headers: { "cache-control": "no-store" } });
  });
});

// DELETE /api/calls/{callId}/notes/{noteId} – its author, or an admin, deletes a note.
export const DELETE = apiRoute<Params>({ name: "DELETE /api/calls/{callId}/notes/{noteId}", role: "listener" }, async ({ request, params, user }) => {
  const callId = checkPathId("callId", params.callId);
  const { db } = await currentStore();
  const note = await noteOfCall(db, callId, params.noteId);
  requireAuthor(user, note, "delete");
  return writeOnce(async (trx) => {
    await requireWriteQuota(trx, user.name);
    await deleteNote(trx, note);
    await auditReview(trx, request, user, "note", callId, "deleted", `note ${note.id} by ${note.author}`);
    return new Response(null, { status: 204 });
  });
});
