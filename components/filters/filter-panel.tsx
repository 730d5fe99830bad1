"use client";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Caret } from "@/components/ui/caret";
import type { ListQuery } from "@/lib/call-results/list-query";
import { countFilters } from "./active-filter-chips";
import { CreatedRangeFilter } from "./created-range-filter";
import { IdSearch } from "./id-search";
import { StatusFilter } from "./status-filter";
import { TimeZoneSelect } from "./time-zone-select";

// Only a page with the call index on shows them: their code stays out of the first load of
// every other, and the server still renders them, so the markup is the same after hydration.
const IndexFilterButtons = dynamic(() => import("@/components/call-search/index-filter-buttons").then((m) => m.IndexFilterButtons));

// Every filter the list operation offers (spec §4.1), as one line from 1280 px: the id
// search, then Status, Created, the call index's filters (when it is on) and the time zone
// as buttons that open popovers; the active
// filters show as chips below. On phones the calls come first: the filters fold behind a
// "Filters" button that says how many are active. CSS decides which shows (the `phone:`
// variant), so the server's first paint is already right. Open, the sheet lies over the
// summary and the tools rather than pushing the calls down (it pushed the first call to
// y 711 of 844, issue #38): a filter applied shows in the calls at once, and its button, just
// above it, folds it again.
export function FilterPanel({ query, onChange, indexOn }: { query: ListQuery; onChange: (patch: Partial<ListQuery>) => void; indexOn: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = countFilters(query);
  return (
    <>
      <div className="filters-toggle">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          // One name, "Filters, 2 active": a visually hidden comma would be read with spaces around it.
          aria-label={active > 0 ? `Filters, ${active} active` : undefined}
          onClick={() => setOpen((o) => !o)}
          className="font-medium"
        >
          Filters
          {active > 0 && <span className="count-badge">{active} active</span>}
          <Caret />
        </Button>
      </div>
      <section
        id={panelId}
        aria-label="Filters"
        className={`panel flex flex-wrap items-center gap-x-1.5 gap-y-2 p-2 ${open ? "filter-sheet" : "phone:hidden"}`}
      >
        <IdSearch query={query} onChange={onChange} indexOn={indexOn} />
        <StatusFilter value={query.status} onChange={(status) => onChange({ status })} />
        <CreatedRangeFilter
          value={{ created: query.created, createdFrom: query.createdFrom, createdTo: query.createdTo }}
          onChange={(range) => onChange(range)}
        />
        {indexOn && <IndexFilterButtons query={query} onChange={onChange} />}
        <div className="ml-auto">
          <TimeZoneSelect />
        </div>
      </section>
    </>
  );
}
