// The Reviews page's list (issue #30): its query, as GET /api/reviews and the page's URL
// take it, and its answer. Plain TypeScript and zod, so the route, the page and the
// browser read one declaration.
import { z } from "zod";
import { CREATED_PRESETS, resolveCreatedPreset } from "@/lib/created-range";
import { textProblem } from "@/lib/text-input";
import { isIsoDateTime, isoToMillis } from "../call-results/date-time";
import type { ParamIssue } from "../call-results/list-query";
import type { CallResult } from "../call-results/schemas";
import { type Review, TAG_MAX } from "./review";
import { SCORE_MAX, SCORE_MIN, SCORE_RULE } from "./scores";

export const REVIEWS_PAGE_SIZE = 25;
/** Every row costs a look-up of the call's facts upstream, so a page stays small. */
const REVIEWS_PAGE_SIZE_MAX = 100;
const PAGE_MAX = 1_000_000;
/** No stored name is longer (the audit trail's field cap). */
const REVIEWER_MAX = 256;
const REVIEWS_FILTERS = ["reviewer", "minScore", "maxScore", "reviewed", "from", "to", "called", "callFrom", "callTo"] as const;
/** As many as the configured tags may be (lib/server/reviews/review-config.ts). */
const TAGS_MAX = 20;

const score = z
  .string()
  .regex(new RegExp(`^[${SCORE_MIN}-${SCORE_MAX}]$`), `must be ${SCORE_RULE}`)
  .transform(Number);
const dateTime = z
  .string()
  // isIsoDateTime checks the calendar too: 2026-02-30 is refused, not read as March.
  .refine(isIsoDateTime, "must be a real date and time, e.g. 2026-01-31T09:00 or 2026-01-31T09:00:00Z")
  .transform((v) => new Date(isoToMillis(v)).toISOString());
const preset = z.enum(CREATED_PRESETS, `must be one of ${CREATED_PRESETS.join(", ")}`);
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `must be a whole number from 1 to ${max.toLocaleString("en-US")}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `must be a whole number from 1 to ${max.toLocaleString("en-US")}`);

const reviewsQuerySchema = z
  .object({
    reviewer: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(REVIEWER_MAX, `must be at most ${REVIEWER_MAX} characters`)
      .refine((v) => !textProblem(v), "contains characters a name cannot hold")
      .optional(),
    // Several tags (`tag=a&tag=b`): a review with ANY of them matches.
    tag: z
      .array(z.string().min(1, "must not be empty").max(TAG_MAX, `must be at most ${TAG_MAX} characters`))
      .max(TAGS_MAX, `must be given at most ${TAGS_MAX} times`)
      .transform((tags) => [...new Set(tags)])
      .optional(),
    minScore: score.optional(),
    maxScore: score.optional(),
    // A relative range of the review's date (`reviewed=24h`) or the call's (`called=7d`), kept by
    // name and resolved at each request in the page's zone (lib/created-range.ts), as the calls
    // view keeps `created=`; or explicit bounds, never both.
    reviewed: preset.optional(),
    from: dateTime.optional(),
    to: dateTime.optional(),
    called: preset.optional(),
    callFrom: dateTime.optional(),
    callTo: dateTime.optional(),
    page: whole(PAGE_MAX).default(1),
    pageSize: whole(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE),
  })
  .refine((q) => q.minScore === undefined || q.maxScore === undefined || q.minScore <= q.maxScore, {
    path: ["maxScore"],
    message: "must not be below minScore",
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "must not be before from" })
  .refine((q) => !q.callFrom || !q.callTo || q.callFrom <= q.callTo, { path: ["callTo"], message: "must not be before callFrom" })
  .refine((q) => !q.reviewed || (!q.from && !q.to), { path: ["reviewed"], message: "must not be given with from or to" })
  .refine((q) => !q.called || (!q.callFrom && !q.callTo), { path: ["called"], message: "must not be given with callFrom or callTo" });

export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;
type ReviewsParam = (typeof REVIEWS_FILTERS)[number] | "page" | "pageSize";
/** Every value of a repeated parameter (`tag`), in order. */
export type GetAll = (name: string) => readonly string[];

/** The query of the parameters (an empty one is absent), or every bad parameter named. */
export function parseReviewsQuery(
  get: (name: string) => string | null | undefined,
  getAll: GetAll,
): { success: true; data: ReviewsQuery } | { success: false; issues: ParamIssue[] } {
  const raw: Partial<Record<ReviewsParam, string>> & { tag?: string[] } = {};
  for (const name of [...REVIEWS_FILTERS, "page", "pageSize"] as const) {
    const value = get(name);
    if (value) raw[name] = value;
  }
  const tags = getAll("tag").filter((t) => t !== "");
  if (tags.length > 0) raw.tag = tags;
  const parsed = reviewsQuerySchema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, issues: parsed.error.issues.map((i) => ({ param: String(i.path[0] ?? "query"), message: i.message })) };
}

/** The query as a URL's parameters, defaults left out: the page's links and the browser's cache key. */
export function reviewsSearch(query: Partial<ReviewsQuery>, zone?: string): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ["reviewer", "minScore", "maxScore"] as const) if (query[name] !== undefined) search.set(name, String(query[name]));
  for (const tag of query.tag ?? []) search.append("tag", tag);
  for (const name of ["reviewed", "from", "to", "called", "callFrom", "callTo"] as const) if (query[name] !== undefined) search.set(name, String(query[name]));
  // A preset means its range in a zone ("today"), so the zone goes with it to the API and the export.
  if (zone && (query.reviewed || query.called)) search.set("tz", zone);
  if (query.page !== undefined && query.page !== 1) search.set("page", String(query.page));
  if (query.pageSize !== undefined && query.pageSize !== REVIEWS_PAGE_SIZE) search.set("pageSize", String(query.pageSize));
  return search;
}

/** The filters with their presets resolved at `now` in `zone`: explicit bounds only, what the store reads. */
export function resolveReviewRanges<Q extends Partial<ReviewsQuery>>(query: Q, now: number, zone: string): Omit<Q, "reviewed" | "called"> {
  const { reviewed, called, ...rest } = query;
  const review = reviewed && resolveCreatedPreset(reviewed, now, zone);
  const call = called && resolveCreatedPreset(called, now, zone);
  return {
    ...rest,
    ...(review ? { from: review.createdFrom, to: review.createdTo } : {}),
    ...(call ? { callFrom: call.createdFrom, callTo: call.createdTo } : {}),
  };
}

/** A reviewed or noted call, as the list shows it. */
export interface ReviewedCall {
  callId: string;
  /** Every review of the call, newest first. */
  reviews: Review[];
  notes: number;
  /** The latest review or note that the filters matched. */
  latestAt: string;
  /** The call's facts from the service; null when the service does not know the call (or could not be asked: see factsError). */
  call: CallResult | null;
}

export interface ReviewedCallsPage {
  calls: ReviewedCall[];
  total: number;
  page: number;
  pageSize: number;
  /** Why the calls' facts are missing from this page, when the service could not be asked. */
  factsError?: { code: string; message: string };
}
