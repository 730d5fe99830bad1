// The Reviews page's list (issue #30): its query, as GET /api/reviews and the page's URL
// take it, and its answer. Plain TypeScript and zod, so the route, the page and the
// browser read one declaration.
import { z } from "zod";
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
const REVIEWS_FILTERS = ["reviewer", "tag", "minScore", "maxScore", "from", "to"] as const;

const score = z
  .string()
  .regex(new RegExp(`^[${SCORE_MIN}-${SCORE_MAX}]$`), `must be ${SCORE_RULE}`)
  .transform(Number);
const dateTime = z
  .string()
  // isIsoDateTime checks the calendar too: 2026-02-30 is refused, not read as March.
  .refine(isIsoDateTime, "must be a real date and time, e.g. 2026-01-31T09:00 or 2026-01-31T09:00:00Z")
  .transform((v) => new Date(isoToMillis(v)).toISOString());
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
    tag: z.string().min(1, "must not be empty").max(TAG_MAX, `must be at most ${TAG_MAX} characters`).optional(),
    minScore: score.optional(),
    maxScore: score.optional(),
    from: dateTime.optional(),
    to: dateTime.optional(),
    page: whole(PAGE_MAX).default(1),
    pageSize: whole(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE),
  })
  .refine((q) => q.minScore === undefined || q.maxScore === undefined || q.minScore <= q.maxScore, {
    path: ["maxScore"],
    message: "must not be below minScore",
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "must not be before from" });

export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;
type ReviewsParam = (typeof REVIEWS_FILTERS)[number] | "page" | "pageSize";

/** The query of the parameters (an empty one is absent), or every bad parameter named. */
export function parseReviewsQuery(
  get: (name: string) => string | null | undefined,
): { success: true; data: ReviewsQuery } | { success: false; issues: ParamIssue[] } {
  const raw: Partial<Record<ReviewsParam, string>> = {};
  for (const name of [...REVIEWS_FILTERS, "page", "pageSize"] as const) {
    const value = get(name);
    if (value) raw[name] = value;
  }
  const parsed = reviewsQuerySchema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, issues: parsed.error.issues.map((i) => ({ param: String(i.path[0] ?? "query"), message: i.message })) };
}

/** The query as a URL's parameters, defaults left out: the page's links and the browser's cache key. */
export function reviewsSearch(query: Partial<ReviewsQuery>): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of REVIEWS_FILTERS) if (query[name] !== undefined) search.set(name, String(query[name]));
  if (query.page !== undefined && query.page !== 1) search.set("page", String(query.page));
  if (query.pageSize !== undefined && query.pageSize !== REVIEWS_PAGE_SIZE) search.set("pageSize", String(query.pageSize));
  return search;
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
