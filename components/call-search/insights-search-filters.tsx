"use client";
import { parseListQueryLenient } from "@/lib/call-results/list-query";
import { useSearchPatch } from "@/lib/client/use-search-patch";
import { AgentNameFilter } from "./agent-name-filter";
import { DirectionFilter } from "./direction-filter";
import { DurationFilter } from "./duration-filter";

const text = (n: number | undefined) => (n === undefined ? undefined : String(n));

// The call index's filters on the Insights page (issue #40), the calls view's own controls:
// Direction, Duration and Agent name, kept in the page's URL as the calls view keeps them.
// In the page's filter bar (filters/insights-filter-bar.tsx). Duration and agent name are counted from the rows (the roll-ups do not count by them).
export function InsightsSearchFilters({ search }: { search: string }) {
  const go = useSearchPatch("/insights", search);
  const { query } = parseListQueryLenient(new URLSearchParams(search), { index: true });
  return (
    <>
      <DirectionFilter value={query.direction} onChange={(direction) => go({ direction: direction?.join(",") })} />
      <DurationFilter
        value={{ minDuration: query.minDuration, maxDuration: query.maxDuration }}
        onChange={(range) => go({ minDuration: text(range.minDuration), maxDuration: text(range.maxDuration) })}
      />
      <AgentNameFilter value={query.agentName} onChange={(agentName) => go({ agentName })} />
    </>
  );
}
