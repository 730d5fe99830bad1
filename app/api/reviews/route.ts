import { PAGE_SIZE_MAX, PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { SCORE_RULE, SCORES } from "@/lib/call-results/review";
import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { parseAuditQuery } from "@/lib/server/audit-query";
import { reviewTags } from "@/lib/server/review-config";
import { currentStore } from "@/lib/server/store/current-store";
import { listReviews, reviewMarks } from "@/lib/server/store/reviews";

const PAGE_SIZE = 50;

// GET /api/reviews – reviews, newest first, filtered by reviewer, tag, score range and
// date (from/to, as the audit log reads them), paged in the store; or, with `calls=` (a
// page's call ids, comma-separated), each call's review mark in one store query.
export const GET = apiRoute({ name: "GET /api/reviews", role: "viewer" }, async ({ url }) => {
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
  // The audit log's reader for the names, dates and page they share; "user" is the reviewer here.
  const { query, issues } = parseAuditQuery((n) => get(n === "user" ? "reviewer" : n));
  const problems = issues.map((i) => ({ ...i, param: i.param === "user" ? "reviewer" : i.param }));
  const score = (param: "minScore" | "maxScore") => {
    const v = get(param);
    if (v === null) return undefined;
    if (!(SCORES as readonly number[]).includes(Number(v)) || !/^\d+$/.test(v)) problems.push({ param, message: `must be ${SCORE_RULE}` });
    return Number(v);
  };
  const [minScore, maxScore] = [score("minScore"), score("maxScore")];
  const tag = get("tag") ?? undefined;
  if (tag !== undefined && !reviewTags().includes(tag)) problems.push({ param: "tag", message: `must be one of ${reviewTags().join(", ")}` });
  if (problems.length > 0)
    throw new DashboardError("invalid_request", `Invalid query: ${problems.map((p) => `${p.param} ${p.message}`).join("; ")}.`, { details: problems });
  const result = await listReviews(db, {
    reviewer: query.user,
    tag,
    minScore,
    maxScore,
    from: query.from,
    to: query.to,
    page: query.page,
    pageSize: PAGE_SIZE,
  });
  return Response.json({ ...result, page: query.page, pageSize: PAGE_SIZE }, { headers: { "cache-control": "no-store" } });
});
