import { PAGE_SIZE_MAX, PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { readReviewBody } from "@/lib/server/review-access";
import { reviewMarks } from "@/lib/server/store/call-marks";
import { currentStore } from "@/lib/server/store/current-store";

// A page's ids as JSON: PAGE_SIZE_MAX ids of up to 128 characters, quoted and separated.
const MARKS_BODY_MAX = PAGE_SIZE_MAX * (128 + 3) + 64;
const refusal = `calls must be a list of at most ${PAGE_SIZE_MAX} call ids (a page of the calls table).`;

// POST /api/reviews/marks – the calls table's Review column: { calls: [callId, …] } (a page,
// at most PAGE_SIZE_MAX) → { marks: { [callId]: { reviews, latestScore, notes } } } for the
// calls with a review or a note, in one store statement however many rows (call_mark, kept
// on write). A read, sent as a POST because a page's ids do not fit a URL: 500 ids of up to 128
// characters are up to 65 KB, and Node's HTTP server refuses more than 16 KB of request line
// and headers (431).
export const POST = apiRoute({ name: "POST /api/reviews/marks", role: "viewer" }, async ({ request }) => {
  const { calls } = await readReviewBody(request, MARKS_BODY_MAX);
  if (!Array.isArray(calls) || calls.length > PAGE_SIZE_MAX || calls.some((id) => typeof id !== "string" || !PATH_ID_PATTERN.test(id)))
    throw new DashboardError("invalid_request", refusal, { details: [{ param: "calls", message: `must be at most ${PAGE_SIZE_MAX} call ids` }] });
  // At most PAGE_SIZE_MAX ids, checked above; the set only drops repeats.
  const marks = await reviewMarks(await currentStore(), [...new Set(calls as string[])]);
  return Response.json({ marks }, { headers: { "cache-control": "no-store" } });
});
