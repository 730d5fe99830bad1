import { apiRoute } from "@/lib/server/api-route";
import { reviewTags } from "@/lib/server/reviews/review-config";

// GET /api/reviews/tags – the tags a review may carry (DASHBOARD_REVIEW_TAGS), for the calls
// view's Review tag filter (issue #37); whoever may list calls may filter by them.
export const GET = apiRoute({ name: "GET /api/reviews/tags", role: "viewer" }, async () =>
  Response.json({ tags: reviewTags() }, { headers: { "cache-control": "private, max-age=60" } }),
);
