import { apiRoute } from "@/lib/server/api-route";
import { checkPathId } from "@/lib/server/http/path-params";
import { stringField } from "@/lib/server/http/request-body";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { requireWriteQuota } from "@/lib/server/note-bounds/write-quota";
import { noteOfCall, readReviewBody, requireAuthor } from "@/lib/server/reviews/review-access";
import { currentStore } from "@/lib/server/store/current-store";
import { deleteNote, editNote } from "@/lib/server/store/notes";

type Params = { callId: string; noteId: string };
const NOTE_AUDIT = { action: "note", target: ({ callId }: Params) => ({ callId: checkPathId("callId", callId) }) } as const;

// PATCH /api/calls/{callId}/notes/{noteId} – its author changes a note's text: { text }.
export const PATCH = apiRoute<Params>(
  { name: "PATCH /api/calls/{callId}/notes/{noteId}", role: "listener", audit: NOTE_AUDIT },
  async ({ request, params, user, audit }) => {
    const callId = checkPathId("callId", params.callId);
    const body = await readReviewBody(request);
    const { db } = await currentStore();
    const note = await noteOfCall(db, callId, params.noteId);
    requireAuthor(user, note, "edit");
    const text = stringField(body, "text");
    return writeOnce(async (trx) => {
      await requireWriteQuota(trx, user.name);
      const edited = await editNote(trx, note, text);
      await audit("edited", `note ${note.id}`);
      return Response.json({ note: edited }, { headers: { "cache-control": "no-store" } });
    });
  },
);

// DELETE /api/calls/{callId}/notes/{noteId} – its author, or an admin, deletes a note.
export const DELETE = apiRoute<Params>(
  { name: "DELETE /api/calls/{callId}/notes/{noteId}", role: "listener", audit: NOTE_AUDIT },
  async ({ params, user, audit }) => {
    const callId = checkPathId("callId", params.callId);
    const { db } = await currentStore();
    const note = await noteOfCall(db, callId, params.noteId);
    requireAuthor(user, note, "delete");
    return writeOnce(async (trx) => {
      await requireWriteQuota(trx, user.name);
      await deleteNote(trx, note);
      await audit("deleted", `note ${note.id} by ${note.author}`);
      return new Response(null, { status: 204 });
    });
  },
);
