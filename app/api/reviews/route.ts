import { apiRoute } from "@/lib/server/api-route";
import { presetZone, reviewedCallsPage, reviewsQueryOrRefuse } from "@/lib/server/reviews/reviewed-calls";
import { currentStore } from "@/lib/server/store/current-store";

// GET /api/reviews – reviewed and noted calls, newest activity first, filtered by reviewer,
// tags (any of them), score range, the review's date and the call's, each a range or a preset
// read in `tz` (UTC without it; lib/reviews/reviews-query.ts), paged in the store, each
// with its facts from the service. (A page of the calls table's marks: POST /api/reviews/marks.)
export const GET = apiRoute({ name: "GET /api/reviews", role: "viewer" }, async ({ url, user, request }) => {
  const { db } = await currentStore();
  const get = (n: string) => url.searchParams.get(n);
  const query = reviewsQueryOrRefuse(get, (n) => url.searchParams.getAll(n));
  return Response.json(await reviewedCallsPage(db, query, user, presetZone(get), request.signal), { headers: { "cache-control": "no-store" } });
});
