"use client";
import dynamic from "next/dynamic";
import { FILTER_PARAMS } from "@/lib/call-results/constants";
import { INDEX_FILTER_PARAMS } from "@/lib/call-results/index-filters";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { ALL_FILTER_LABELS } from "@/lib/labels-more";

// The chips' code (their texts, dates and tooltips) is not in the page's first load: a view
// without filters shows none. A view opened with filters renders them on the server, and
// their code comes with the page; a first filter chosen later brings it then.
// `loading` gives it a Suspense boundary of its own: the rest of the toolbar does not wait for the chips' code.
const ActiveFilterList = dynamic(() => import("./active-filter-list").then((m) => m.ActiveFilterList), { loading: () => null });

/** How many filters a query has: one chip each (the phone's "Filters, 2 active"). */
export function countFilters(query: ListQuery): number {
  // The URL's filters, and a relative created range (which the view keeps as `created`).
  return [...FILTER_PARAMS, "created" as const, ...INDEX_FILTER_PARAMS].filter((key) => query[key] !== undefined).length;
}

interface ActiveFilterChipsProps {
  query: ListQuery;
  onRemove: (key: keyof typeof ALL_FILTER_LABELS) => void;
  onClearAll: () => void;
}

// Every active filter as a removable chip, and "Clear all".
export function ActiveFilterChips(props: ActiveFilterChipsProps) {
  if (countFilters(props.query) === 0) return null;
  // Their row is there before them (.chip-row).
  return (
    <div className="chip-row">
      <ActiveFilterList {...props} />
    </div>
  );
}
