// The Reviews page's list (GET /api/reviews, issue #30): one factory for the page's server
// render and the browser. `search` is the page's query as the server checked it
// (reviewsSearch), so both ask under the same key. And the calls table's Review column
// (POST /api/reviews/marks): a page's marks, a query of its own beside the page's rows.
import { queryOptions } from "@tanstack/react-query";
import type { MarksAnswer, ReviewMark } from "@/lib/call-results/review";
import type { ReviewedCallsPage } from "@/lib/call-results/reviews-query";
import type { ExportFormat } from "./export";
import { requestJson } from "./fetch";
import { DASHBOARD_PATHS, withSearch } from "./paths";

export const REVIEWED_CALLS_KEY = "reviewed-calls";
export const REVIEW_MARKS_KEY = "review-marks";

/** Per call id, its mark; a call with no review and no note is absent. A Map: an id such as "constructor" is a key like any other. */
export type ReviewMarks = ReadonlyMap<string, ReviewMark>;

function keyedById(callIds: readonly string[], { marks }: MarksAnswer): ReviewMarks {
  const byId = new Map<string, ReviewMark>();
  callIds.forEach((id, i) => {
    const mark = marks[i];
    if (mark) byId.set(id, { reviews: mark[0], latestScore: mark[1], notes: mark[2] });
  });
  return byId;
}

/** A page's review marks, keyed by the page's ids in order: one request a page, and two store statements issued together whatever its rows. */
export const reviewMarksOptions = (callIds: readonly string[]) =>
  queryOptions({
    queryKey: [REVIEW_MARKS_KEY, callIds.join(",")] as const,
    queryFn: ({ signal }) =>
      requestJson<MarksAnswer>(DASHBOARD_PATHS.reviewMarks, { method: "POST", body: { calls: callIds }, signal }).then((answer) => keyedById(callIds, answer)),
    staleTime: 30_000,
  });

export const reviewedCallsOptions = (search: string) =>
  queryOptions({
    queryKey: [REVIEWED_CALLS_KEY, search] as const,
    queryFn: ({ signal }) => requestJson<ReviewedCallsPage>(withSearch(DASHBOARD_PATHS.reviews, new URLSearchParams(search)), { signal }),
    staleTime: 30_000,
  });

/** The export of the list's filters (every page) in a format: a plain link, the browser downloads it. */
export function reviewsExportHref(search: string, format: ExportFormat): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("pageSize");
  params.set("format", format);
  return `${DASHBOARD_PATHS.reviewsExport}?${params}`;
}
