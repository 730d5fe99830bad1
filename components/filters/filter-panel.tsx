"use client";
import type { ListQuery } from "@/lib/call-results/list-query";
import { FILTER_LABELS } from "@/lib/labels";
import { CreatedRangeFilter } from "./created-range-filter";
import { IdFilterInput } from "./id-filter-input";
import { StatusFilter } from "./status-filter";
import { TimeZoneSelect } from "./time-zone-select";

// Every filter the list operation offers (spec §4.1).
export function FilterPanel({ query, onChange }: { query: ListQuery; onChange: (patch: Partial<ListQuery>) => void }) {
  return (
    <section aria-label="Filters" className="space-y-3 rounded-md border border-slate-200 bg-white p-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {(["callId", "callTaskId", "endUserId", "agentId"] as const).map((key) => (
          <IdFilterInput key={key} label={FILTER_LABELS[key]} value={query[key]} onApply={(v) => onChange({ [key]: v })} />
        ))}
      </div>
      <StatusFilter value={query.status} onChange={(status) => onChange({ status })} />
      <div className="flex flex-wrap items-end gap-3">
        <CreatedRangeFilter value={{ createdFrom: query.createdFrom, createdTo: query.createdTo }} onChange={(range) => onChange(range)} />
        <TimeZoneSelect />
      </div>
    </section>
  );
}
