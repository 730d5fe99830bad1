import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { TimeZoneSelect } from "@/components/filters/time-zone-select";
import { EvaluationsRollup } from "@/components/quality/evaluations-rollup";
import { ReviewedCallsTable } from "@/components/reviews/reviewed-calls-table";
import { ReviewsExport } from "@/components/reviews/reviews-export";
import { ReviewsFilters } from "@/components/reviews/reviews-filters";
import { ReviewsZone } from "@/components/reviews/reviews-zone";
import { IgnoredFiltersNotice } from "@/components/ui/ignored-filters-notice";
import { reviewedCallsOptions } from "@/lib/dashboard-api/reviews";
import { toDateTimeLocal } from "@/lib/format";
import { reviewsSearch } from "@/lib/reviews/reviews-query";
import { roleAtLeast } from "@/lib/roles";
import { requirePageUser, spendToken } from "@/lib/server/auth/guard";
import { log } from "@/lib/server/log/logger";
import { reviewTags } from "@/lib/server/reviews/review-config";
import { reviewedCallsPage, reviewsPageQuery } from "@/lib/server/reviews/reviewed-calls";
import { currentStore } from "@/lib/server/store/current-store";
import { timeZoneSetting } from "@/lib/server/time-zone-setting";

export const metadata: Metadata = { title: "Reviews · Call Results Dashboard" };

// Reviewed and noted calls (issue #30), newest first. The server renders the first answer
// by calling lib/server directly into the query cache under the browser's key; a failure
// there leaves the cache empty, and the browser asks /api/reviews and shows what it says.
export default async function ReviewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const user = await requirePageUser("viewer");
  const params = await searchParams;
  const get = (n: string) => (typeof params[n] === "string" ? (params[n] as string) : undefined);
  const getAll = (n: string) => [params[n] ?? []].flat();
  // The link's zone (`tz=`) first, else the user's setting, as the calls page reads it.
  const { query, issues, tz, zone } = reviewsPageQuery(get, getAll, (await timeZoneSetting()).zone);
  const search = reviewsSearch(query, zone).toString();
  const queryClient = new QueryClient();
  try {
    await spendToken(user);
    await queryClient.fetchQuery({ ...reviewedCallsOptions(search), queryFn: async () => reviewedCallsPage((await currentStore()).db, query, user, zone) });
  } catch (error) {
    log().error({ detail: (error as Error).message }, "reviews page not rendered on the server");
  }
  // The inputs show what was applied; a time as the datetime-local field takes it, in the page's zone.
  const values = (name: string) =>
    name === "from" || name === "to" || name === "callFrom" || name === "callTo"
      ? query[name] && toDateTimeLocal(query[name], zone)
      : issues.some((i) => i.param === name)
        ? undefined
        : get(name);
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <ReviewsZone tz={tz} search={search}>
        <div className="flex items-center justify-between gap-3">
          <h1 id="reviews-heading" className="text-2xl font-semibold">
            Reviews
          </h1>
          <TimeZoneSelect />
        </div>
        <IgnoredFiltersNotice issues={issues} />
        {/* A new range or zone shows its own values: the fields are uncontrolled. */}
        <ReviewsFilters key={`${search}|${zone}`} values={values} tags={reviewTags()} checkedTags={query.tag ?? []} tz={tz} zone={zone} />
        {/* Whole lists leave the dashboard: the calls export's role. */}
        {roleAtLeast(user.role, "downloader") && (
          <HydrationBoundary state={dehydrate(queryClient)}>
            <ReviewsExport search={search} zone={zone} />
          </HydrationBoundary>
        )}
        <HydrationBoundary state={dehydrate(queryClient)}>
          <ReviewedCallsTable search={search} tz={tz} />
        </HydrationBoundary>
        <EvaluationsRollup />
      </ReviewsZone>
    </section>
  );
}
