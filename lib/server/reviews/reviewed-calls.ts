import "server-only";
import { HAS_OFFSET, isIsoDateTime } from "@/lib/call-results/date-time";
import type { ParamIssue } from "@/lib/call-results/list-query";
import { DashboardError } from "@/lib/errors";
import { fromDateTimeLocal } from "@/lib/format";
import { TAG_MAX } from "@/lib/reviews/review";
import { type GetAll, parseReviewsQuery, REVIEWS_PAGE_SIZE, type ReviewedCallsPage, type ReviewsQuery, resolveReviewRanges } from "@/lib/reviews/reviews-query";
import type { SessionUser } from "@/lib/roles";
import { isTimeZone } from "@/lib/time-zones";
import { TZ_PARAM_MESSAGE } from "@/lib/view-settings";
import { spendToken } from "../auth/guard";
import { callFacts } from "../call-facts";
import { toDashboardError } from "../http/respond";
import type { StoreDb } from "../store/database";
import { listReviewedCalls } from "../store/reviewed-calls";
import { rememberCallDates } from "./call-dates";
import { reviewTags } from "./review-config";

// The Reviews list, as GET /api/reviews answers it and the page renders it first: the
// store's page of calls, each with its facts from the service.

type Get = (name: string) => string | null | undefined;
const DATE_PARAMS = new Set(["from", "to", "callFrom", "callTo"]);

function checked(get: Get, getAll: GetAll): { success: true; data: ReviewsQuery } | { success: false; issues: ParamIssue[] } {
  const parsed = parseReviewsQuery(get, getAll);
  // Only a configured tag can be stored, so any other is a mistake to name, not an empty list.
  const unknown = getAll("tag").filter((tag) => tag && tag.length <= TAG_MAX && !reviewTags().includes(tag));
  const tagIssue = unknown.length > 0 ? [{ param: "tag", message: `must be one of ${reviewTags().join(", ")}` }] : [];
  if (parsed.success && tagIssue.length === 0) return parsed;
  return { success: false, issues: [...(parsed.success ? [] : parsed.issues), ...tagIssue] };
}

/** The query, or a 400 naming every bad parameter (the API). */
export function reviewsQueryOrRefuse(get: Get, getAll: GetAll): ReviewsQuery {
  const result = checked(get, getAll);
  if (result.success) return result.data;
  throw new DashboardError("invalid_request", `Invalid query: ${result.issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, { details: result.issues });
}

/** The query with each bad parameter left out and named (the page shows them, as the audit log does). */
export function reviewsQueryLenient(get: Get, getAll: GetAll): { query: ReviewsQuery; issues: ParamIssue[] } {
  const first = checked(get, getAll);
  if (first.success) return { query: first.data, issues: [] };
  const bad = new Set(first.issues.map((i) => i.param));
  const again = checked(
    (name) => (bad.has(name) ? undefined : get(name)),
    (name) => (bad.has(name) ? [] : getAll(name)),
  );
  // Dropping the named ones leaves a valid query; the defaults stand in should it not.
  return { query: again.success ? again.data : { page: 1, pageSize: REVIEWS_PAGE_SIZE }, issues: first.issues };
}

/**
 * The Reviews page's query from its URL, with its date-times read in the page's zone: the
 * link's own (`tz=`), else the user's setting, as the calls view reads its created range.
 * The form's datetime-local fields send wall-clock times without an offset
 * ("2026-11-20T00:00"), which mean that time in the zone the page showed them in; a value
 * with an offset is an instant already. The query holds instants, so the API (GET
 * /api/reviews, which reads no zone) and the export get the same range.
 */
export function reviewsPageQuery(
  get: Get,
  getAll: GetAll,
  settingZone: string,
): { query: ReviewsQuery; issues: ParamIssue[]; tz: string | undefined; zone: string } {
  const asked = get("tz");
  const tz = asked && isTimeZone(asked) ? asked : undefined;
  const zone = tz ?? settingZone;
  const zoned: Get = (name) => {
    const value = get(name);
    // Not a real date-time (2026-02-30T10:00): left as it came, for the parser to name.
    if (!DATE_PARAMS.has(name) || !value || HAS_OFFSET.test(value) || !isIsoDateTime(value)) return value;
    return fromDateTimeLocal(value.replace(/\.\d+$/, ""), zone) ?? value;
  };
  const { query, issues } = reviewsQueryLenient(zoned, getAll);
  return { query, issues: asked && !tz ? [...issues, { param: "tz", message: TZ_PARAM_MESSAGE }] : issues, tz, zone };
}

/** The zone a query's presets are read in: the request's `tz=` (the page sends its own with a preset), else UTC; a bad one is named. */
export function presetZone(get: Get): string {
  const tz = get("tz");
  if (!tz) return "UTC";
  if (!isTimeZone(tz))
    throw new DashboardError("invalid_request", `Invalid query: tz ${TZ_PARAM_MESSAGE}.`, { details: [{ param: "tz", message: TZ_PARAM_MESSAGE }] });
  return tz;
}

/** A page of the list, each call with its facts; facts the service cannot give now are named in `factsError`, and the store's rows still shown. */
export async function reviewedCallsPage(db: StoreDb, query: ReviewsQuery, user: SessionUser, zone: string, signal?: AbortSignal): Promise<ReviewedCallsPage> {
  const { page: number, pageSize, ...ranged } = query;
  const filter = resolveReviewRanges(ranged, Date.now(), zone);
  const { calls, total } = await listReviewedCalls(db, filter, { offset: (number - 1) * pageSize, limit: pageSize });
  const page = { total, page: number, pageSize };
  try {
    const facts = await callFacts(
      calls.map((c) => c.callId),
      { pay: (points) => spendToken(user, points), priority: "interactive", signal },
    );
    await rememberCallDates(db, facts.values());
    return { ...page, calls: calls.map((c) => ({ ...c, call: facts.get(c.callId) ?? null })) };
  } catch (error) {
    const e = toDashboardError(error);
    return { ...page, calls: calls.map((c) => ({ ...c, call: null })), factsError: { code: e.code, message: e.message } };
  }
}
