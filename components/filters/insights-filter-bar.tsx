"use client";
import type { ReactNode } from "react";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { useSearchPatch } from "@/lib/client/use-search-patch";
import { isCreatedPreset } from "@/lib/created-range";
import { CreatedRangeFilter } from "./created-range-filter";
import { StatusFilter } from "./status-filter";

// The Insights page's range and status, with the calls view's own controls: a relative
// preset is kept by name in the URL (`created=7d`), as the calls view keeps it. `children`:
// the call index's filters (call-search/insights-search-filters.tsx), which the page adds.
export function InsightsFilterBar({ search, children }: { search: string; children?: ReactNode }) {
  const go = useSearchPatch("/insights", search);
  const params = new URLSearchParams(search);
  const created = params.get("created");
  const status = params
    .get("status")
    ?.split(",")
    .filter((s): s is CallStatus => (CALL_STATUSES as readonly string[]).includes(s));
  return (
    <section aria-label="Filters" className="panel flex flex-wrap items-center gap-2 p-2">
      <CreatedRangeFilter
        value={{
          created: created && isCreatedPreset(created) ? created : undefined,
          createdFrom: params.get("createdFrom") ?? undefined,
          createdTo: params.get("createdTo") ?? undefined,
        }}
        onChange={(range) => go({ created: range.created, createdFrom: range.createdFrom, createdTo: range.createdTo })}
      />
      <StatusFilter value={status && status.length > 0 ? status : undefined} onChange={(value) => go({ status: value?.join(",") })} />
      {children}
    </section>
  );
}
