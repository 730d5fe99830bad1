// The Reviews page's list (GET /api/reviews, issue #30): one factory for the page's server
// render and the browser. `search` is the page's query as the server checked it
// (reviewsSearch), so both ask under the same key. The calls table's marks are in
// review-marks.ts.
import { queryOptions } from "@tanstack/react-query";
import type { ReviewedCallsPage } from "@/lib/reviews/reviews-query";
import type { ExportFormat } from "./export";
import { requestJson } from "./fetch";
import { PAGE_PATHS } from "./page-paths";
import { withSearch } from "./paths";

export const REVIEWED_CALLS_KEY = "reviewed-calls";

export const reviewedCallsOptions = (search: string) =>
  queryOptions({
    queryKey: [REVIEWED_CALLS_KEY, search] as const,
    queryFn: ({ signal }) => requestJson<ReviewedCallsPage>(withSearch(PAGE_PATHS.reviews, new URLSearchParams(search)), { signal }),
    staleTime: 30_000,
  });

/** The export of the list's filters (every page) in a format, its times in the page's zone: a plain link, the browser downloads it. */
export function reviewsExportHref(search: string, format: ExportFormat, zone: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("pageSize");
  params.set("format", format);
  params.set("zone", zone);
  return `${PAGE_PATHS.reviewsExport}?${params}`;
}
