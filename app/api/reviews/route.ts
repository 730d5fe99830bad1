import { apiRoute } from "@/lib/server/api-route";
import { reviewedCallsPage, reviewsQueryOrRefuse } from "@/lib/server/reviews/reviewed-calls";
import { currentStore } from "@/lib/server/store/current-store";

// GET /api/reviews – reviewed and noted calls, newest activity first, filtered by reviewer,
// tag, score range and date (lib/reviews/reviews-query.ts), paged in the store, each
// with its facts from the service. (A page of the calls table's marks: POST /api/reviews/marks.)
export const GET = apiRoute({ name: "GET /api/reviews", role: "viewer" }, async ({ url, user, request }) => {
  const { db } = await currentStore();
  const query = reviewsQueryOrRefuse((n) => url.searchParams.get(n));
  return Response.json(await reviewedCallsPage(db, query, user, request.signal), { headers: { "cache-control": "no-store" } });
});
