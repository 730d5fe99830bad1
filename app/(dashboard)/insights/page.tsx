import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { InsightsSearchFilters } from "@/components/call-search/insights-search-filters";
import { InsightsFilterBar } from "@/components/filters/insights-filter-bar";
import { TimeZoneSelect } from "@/components/filters/time-zone-select";
import { CompareChoiceSelect } from "@/components/insights/compare-choice";
import { InsightsView } from "@/components/insights/insights-view";
import { InsightsZone } from "@/components/insights/insights-zone";
import { Notice } from "@/components/ui/notice";
import { insightsOptions } from "@/lib/dashboard-api/insights";
import { requirePageUser } from "@/lib/server/auth/guard";
import { indexConfig } from "@/lib/server/call-index/config";
import { insightsAnswer } from "@/lib/server/insights/answer";
import { currentStore } from "@/lib/server/store/current-store";
import { timeZoneSetting } from "@/lib/server/time-zone-setting";
import { isTimeZone } from "@/lib/time-zones";

export const metadata: Metadata = { title: "Insights · Call Results Dashboard" };

// How each agent and each hour is doing against a comparison period (issue #40), counted
// from the call index's roll-ups. The server renders the first answer into the query cache
// under the browser's key; a failure (a range before the coverage) is shown by the browser,
// which asks /api/insights and shows what it says.
export default async function InsightsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requirePageUser("viewer");
  const params = await searchParams;
  const asked = typeof params.tz === "string" ? params.tz : undefined;
  const tz = asked && isTimeZone(asked) ? asked : undefined;
  const zone = tz ?? (await timeZoneSetting()).zone;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (name !== "tz" && typeof value === "string") search.set(name, value);
  // A page with no range shows the last 7 days, kept by name.
  if (!search.has("created") && !search.has("createdFrom") && !search.has("createdTo")) search.set("created", "7d");
  const heading = (
    <h1 id="insights-heading" className="text-2xl font-semibold">
      Insights
    </h1>
  );
  if (!indexConfig().enabled) {
    return (
      <section aria-labelledby="insights-heading" className="space-y-4">
        {heading}
        <Notice tone="warning" title="Insights need the call index">
          This page counts calls from the dashboard's local call index, which is off here (DASHBOARD_INDEX=off). An administrator can turn it on by removing
          that setting; the index then fills from the service in the background.
        </Notice>
      </section>
    );
  }
  const apiSearch = new URLSearchParams(search);
  apiSearch.set("zone", zone);
  const queryClient = new QueryClient();
  try {
    await queryClient.fetchQuery({
      ...insightsOptions(apiSearch.toString()),
      queryFn: async () => insightsAnswer((await currentStore()).db, apiSearch, Date.now()),
    });
  } catch {
    // The browser asks again and shows the refusal's own words.
  }
  return (
    <section aria-labelledby="insights-heading" className="space-y-4">
      <InsightsZone tz={tz} search={search.toString()}>
        <div className="flex items-center justify-between gap-3">
          {heading}
          <TimeZoneSelect />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <InsightsFilterBar search={search.toString()}>
            <InsightsSearchFilters search={search.toString()} />
          </InsightsFilterBar>
          <CompareChoiceSelect search={search.toString()} tz={tz} />
        </div>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <InsightsView search={search.toString()} />
        </HydrationBoundary>
      </InsightsZone>
    </section>
  );
}
