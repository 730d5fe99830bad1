"use client";
import { useId, useState } from "react";
import { ID_FILTERS } from "@/lib/call-results/constants";
import type { ListQuery } from "@/lib/call-results/list-query";
import { useTimeZone } from "@/lib/client/time-zone";
import { FILTER_LABELS } from "@/lib/labels";
import { activeFilters } from "./active-filter-chips";
import { CreatedRangeFilter } from "./created-range-filter";
import { IdFilterInput } from "./id-filter-input";
import { StatusFilter } from "./status-filter";
import { TimeZoneSelect } from "./time-zone-select";

// Every filter the list operation offers (spec §4.1). On phones the calls come first: the
// filters fold behind a "Filters" button that says how many are active. CSS decides which
// shows (the `phone:` variant), so the server's first paint is already right.
export function FilterPanel({ query, onChange }: { query: ListQuery; onChange: (patch: Partial<ListQuery>) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { zone } = useTimeZone();
  const active = activeFilters(query, zone).length;
  return (
    <>
      <div className="hidden phone:block">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          // One name, "Filters, 2 active": a visually hidden comma would be read with spaces around it.
          aria-label={active > 0 ? `Filters, ${active} active` : undefined}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-ring"
        >
          Filters
          {active > 0 && <span className="rounded-full bg-sky-700 px-2 py-0.5 text-xs text-white">{active} active</span>}
          <span aria-hidden="true" className={`text-xs transition-transform ${open ? "rotate-180" : ""}`}>
            ▾
          </span>
        </button>
      </div>
      <section id={panelId} aria-label="Filters" className={`space-y-3 rounded-md border border-slate-200 bg-white p-3 ${open ? "" : "phone:hidden"}`}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {ID_FILTERS.map((key) => (
            <IdFilterInput key={key} label={FILTER_LABELS[key]} value={query[key]} onApply={(v) => onChange({ [key]: v })} />
          ))}
        </div>
        <StatusFilter value={query.status} onChange={(status) => onChange({ status })} />
        <div className="flex flex-wrap items-end gap-3">
          <CreatedRangeFilter
            value={{ created: query.created, createdFrom: query.createdFrom, createdTo: query.createdTo }}
            onChange={(range) => onChange(range)}
          />
          <TimeZoneSelect />
        </div>
      </section>
    </>
  );
}
