import "server-only";
import { HAS_OFFSET, isIsoDateTime } from "@/lib/call-results/date-time";
import type { ParamIssue } from "@/lib/call-results/list-query";
import { DashboardError } from "@/lib/errors";
import { fromDateTimeLocal } from "@/lib/format";
import { TAG_MAX } from "@/lib/reviews/review";
import { parseReviewsQuery, REVIEWS_PAGE_SIZE, type ReviewedCallsPage, type ReviewsQuery } from "@/lib/reviews/reviews-query";
import type { SessionUser } from "@/lib/roles";
import { isTimeZone } from "@/lib/time-zones";
import { TZ_PARAM_MESSAGE } from "@/lib/view-settings";
import { spendToken } from "../auth/guard";
import { callFacts } from "../call-facts";
import { toDashboardError } from "../http/respond";
import type { StoreDb } from "../store/database";
import { listReviewedCalls } from "../store/reviewed-calls";
import { reviewTags } from "./review-config";

// The Reviews list, as GET /api/reviews answers it and the page renders it first: the
// store's page of calls, each with its facts from the service.

type Get = (name: string) => string | null | undefined;

function checked(get: Get): { success: true; data: ReviewsQuery } | { success: false; issues: ParamIssue[] } {
  const parsed = parseReviewsQuery(get);
  const tag = get("tag");
  // Only a configured tag can be stored, so any other is a mistake to name, not an empty list.
  const tagIssue = tag && tag.length <= TAG_MAX && !reviewTags().includes(tag) ? [{ param: "tag", message: `must be one of ${reviewTags().join(", ")}` }] : [];
  if (parsed.success && tagIssue.length === 0) return parsed;
  return { success: false, issues: [...(parsed.success ? [] : parsed.issues), ...tagIssue] };
}

/** The query, or a 400 naming every bad parameter (the API). */
export function reviewsQueryOrRefuse(get: Get): ReviewsQuery {
  const result = checked(get);
  if (result.success) return result.data;
  throw new DashboardError("invalid_request", `Invalid query: ${result.issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, { details: result.issues });
}

/** The query with each bad parameter left out and named (the page shows them, as the audit log does). */
export function reviewsQueryLenient(get: Get): { query: ReviewsQuery; issues: ParamIssue[] } {
  const first = checked(get);
  if (first.success) return { query: first.data, issues: [] };
  const bad = new Set(first.issues.map((i) => i.param));
  const again = checked((name) => (bad.has(name) ? undefined : get(name)));
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
export function reviewsPageQuery(get: Get, settingZone: string): { query: ReviewsQuery; issues: ParamIssue[]; tz: string | undefined; zone: string } {
  const asked = get("tz");
  const tz = asked && isTimeZone(asked) ? asked : undefined;
  const zone = tz ?? settingZone;
  const zoned: Get = (name) => {
    const value = get(name);
    // Not a real date-time (2026-02-30T10:00): left as it came, for the parser to name.
    if ((name !== "from" && name !== "to") || !value || HAS_OFFSET.test(value) || !isIsoDateTime(value)) return value;
    return fromDateTimeLocal(value.replace(/\.\d+$/, ""), zone) ?? value;
  };
  const { query, issues } = reviewsQueryLenient(zoned);
  return { query, issues: asked && !tz ? [...issues, { param: "tz", message: TZ_PARAM_MESSAGE }] : issues, tz, zone };
}

/** A page of the list, each call with its facts; facts the service cannot give now are named in `factsError`, and the store's rows still shown. */
export async function reviewedCallsPage(db: StoreDb, query: ReviewsQuery, user: SessionUser, signal?: AbortSignal): Promise<ReviewedCallsPage> {
  const { page: number, pageSize, ...filter } = query;
  const { calls, total } = await listReviewedCalls(db, filter, { offset: (number - 1) * pageSize, limit: pageSize });
  const page = { total, page: number, pageSize };
  try {
    const facts = await callFacts(
      calls.map((c) => c.callId),
      { pay: (points) => spendToken(user, points), priority: "interactive", signal },
    );
    return { ...page, calls: calls.map((c) => ({ ...c, call: facts.get(c.callId) ?? null })) };
  } catch (error) {
    const e = toDashboardError(error);
    return { ...page, calls: calls.map((c) => ({ ...c, call: null })), factsError: { code: e.code, message: e.message } };
  }
}
