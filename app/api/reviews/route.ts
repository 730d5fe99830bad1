import { PAGE_SIZE_MAX, PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { reviewedCallsPage, reviewsQueryOrRefuse } from "@/lib/server/reviewed-calls";
import { currentStore } from "@/lib/server/store/current-store";
import { reviewMarks } from "@/lib/server/store/reviews";

// GET /api/reviews – reviewed and noted calls, newest activity first, filtered by reviewer,
// tag, score range and date (lib/call-results/reviews-query.ts), paged in the store, each
// with its facts from the service; or, with `calls=` (a page's call ids, comma-separated),
// each call's review mark in one store query.
export const GET = apiRoute({ name: "GET /api/reviews", role: "viewer" }, async ({ url, user, request }) => {
  const get = (n: string) => url.searchParams.get(n);
  const { db } = await currentStore();
  const calls = get("calls");
  if (calls !== null) {
    // Counted before any set is built: a longer list is cut at one past the limit and refused
    // (and ",,…" counts its empty entries as ids, so it is refused, not read short).
    const entries = calls.split(",", PAGE_SIZE_MAX + 1);
    const parts = entries.filter(Boolean);
    if (entries.length > PAGE_SIZE_MAX || parts.some((id) => !PATH_ID_PATTERN.test(id)))
      throw new DashboardError("invalid_request", `calls must be at most ${PAGE_SIZE_MAX} call ids (a page), comma-separated.`, {
        details: [{ param: "calls", message: `must be at most ${PAGE_SIZE_MAX} call ids` }],
      });
    // At most PAGE_SIZE_MAX ids, checked above; the set only drops repeats and lives for this request.
    return Response.json({ marks: await reviewMarks(db, [...new Set(parts)]) }, { headers: { "cache-control": "no-store" } });
  }
  return Response.json(await reviewedCallsPage(db, reviewsQueryOrRefuse(get), user, request.signal), { headers: { "cache-control": "no-store" } });
});
