import { apiRoute } from "@/lib/server/api-route";
import { checkPathId } from "@/lib/server/http/path-params";
import { stringField } from "@/lib/server/http/request-body";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { requireCallExists } from "@/lib/server/note-bounds/call-exists";
import { requireWriteQuota } from "@/lib/server/note-bounds/write-quota";
import { numberField, readReviewBody } from "@/lib/server/reviews/review-access";
import { reviewTags } from "@/lib/server/reviews/review-config";
import { currentStore } from "@/lib/server/store/current-store";
import { addNote, listNotes } from "@/lib/server/store/notes";
import { reviewsOf } from "@/lib/server/store/reviews";

const NO_STORE = { "cache-control": "no-store" };
/** A moment beyond any recording's length is not a moment of it (the spec's durations fit well within a day). */
const MAX_MOMENT_SECONDS = 86_400;

// GET /api/calls/{callId}/notes – the call's notes, its reviews and the tags a review may carry.
export const GET = apiRoute<{ callId: string }>({ name: "GET /api/calls/{callId}/notes", role: "viewer" }, async ({ params }) => {
  const callId = checkPathId("callId", params.callId);
  const { db } = await currentStore();
  const [notes, reviews] = await Promise.all([listNotes(db, callId), reviewsOf(db, callId)]);
  return Response.json({ notes, reviews, tags: reviewTags() }, { headers: NO_STORE });
});

// POST /api/calls/{callId}/notes – adds a note: { text, atSeconds? }.
export const POST = apiRoute<{ callId: string }>(
  { name: "POST /api/calls/{callId}/notes", role: "listener", audit: { action: "note", target: ({ callId }) => ({ callId: checkPathId("callId", callId) }) } },
  async ({ request, params, user, audit }) => {
    const callId = checkPathId("callId", params.callId);
    const body = await readReviewBody(request);
    const text = stringField(body, "text");
    const moment = numberField(body, "atSeconds", 0, MAX_MOMENT_SECONDS, true);
    // To the millisecond, what a player can seek to: 1e-46 or 5e-324 is the start, not a 500.
    const atSeconds = moment === null ? null : Math.round(moment * 1000) / 1000;
    await requireCallExists(callId, user, request.signal);
    return writeOnce(async (trx) => {
      await requireWriteQuota(trx, user.name);
      const note = await addNote(trx, { callId, author: user.name, authorId: user.id, atSeconds, text });
      await audit("added", `note ${note.id}${atSeconds === null ? "" : ` at ${Math.floor(atSeconds)} s`}`);
      return Response.json({ note }, { status: 201, headers: NO_STORE });
    });
  },
);
