"use client";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { indexFilterChips } from "@/components/call-search/index-filter-chips";
import { Icon } from "@/components/ui/icon";
import { ID_FILTERS } from "@/lib/call-results/constants";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import { useTimeZone } from "@/lib/client/time-zone";
import { useNow } from "@/lib/client/use-now";
import { CREATED_PRESET_LABELS, resolveCreatedPreset } from "@/lib/created-range";
import { formatDateTime } from "@/lib/format";
import { STATUS_LABELS } from "@/lib/labels";
import { ALL_FILTER_LABELS as FILTER_LABELS } from "@/lib/labels-more";

type FilterKey = keyof typeof FILTER_LABELS;
type Chip = [key: FilterKey, text: string, detail?: string, lead?: string];

/** An agent's name, as the rows already fetched give it (the table shows the name, not the id); undefined when none has it. */
function agentName(queryClient: QueryClient, agentId: string): string | undefined {
  for (const [, answer] of queryClient.getQueriesData<ListResponse>({ queryKey: ["call-results"] })) {
    const name = answer?.data.find((c) => c.agentId === agentId && c.agentName)?.agentName;
    if (name) return name;
  }
  return undefined;
}

/** The filters a query has, in display order, as [key, text, detail shown on hover and focus, words before the text]. */
function activeFilters(query: ListQuery, zone: string, now: number, queryClient: QueryClient): Chip[] {
  const out: Chip[] = [];
  for (const key of ID_FILTERS) {
    const v = query[key];
    const name = key === "agentId" && v !== undefined ? agentName(queryClient, v) : undefined;
    // The agent by name, as the table shows it, with its id a hover or focus away.
    if (v !== undefined) out.push(name ? [key, name, v] : [key, v]);
  }
  if (query.status) out.push(["status", query.status.map((s) => STATUS_LABELS[s]).join(", ")]);
  if (query.createdFrom) out.push(["createdFrom", formatDateTime(query.createdFrom, zone)]);
  if (query.createdTo) out.push(["createdTo", formatDateTime(query.createdTo, zone)]);
  if (query.created) {
    // A relative range reads as its name; the absolute range it means now is one hover or focus away.
    const range = resolveCreatedPreset(query.created, now, zone);
    out.push(["created", CREATED_PRESET_LABELS[query.created], `${formatDateTime(range.createdFrom, zone)} – ${formatDateTime(range.createdTo, zone)}`]);
  }
  return [...out, ...indexFilterChips(query)];
}

// Every active filter as a removable chip, and "Clear all". Its code loads only once a view
// has a filter (active-filter-chips.tsx): with none, nothing shows.
export function ActiveFilterList({ query, onRemove, onClearAll }: { query: ListQuery; onRemove: (key: FilterKey) => void; onClearAll: () => void }) {
  const { zone } = useTimeZone();
  // The page's clock (the server's time at first), so the server renders the range the browser hydrates.
  const filters = activeFilters(query, zone, useNow(), useQueryClient());
  return (
    // On phones one row that scrolls sideways, so the calls stay on the first screen.
    <div className="flex flex-wrap items-center gap-2 phone:w-full phone:flex-nowrap phone:overflow-x-auto" aria-label="Active filters" role="group">
      {filters.map(([key, text, detail, lead = `${FILTER_LABELS[key]}:`]) => (
        <span
          key={key}
          className="group relative inline-flex max-w-full shrink-0 items-center gap-1 rounded-full bg-slate-200 py-0.5 pr-1 pl-3 text-xs text-slate-900"
        >
          {/* Focusable when it has a detail, so keyboard users get it as mouse users do. */}
          <span className="truncate focus-ring" tabIndex={detail ? 0 : undefined}>
            <span className="font-medium">{lead}</span> {text}
            {detail && <span className="sr-only">, {detail}</span>}
          </span>
          {detail && (
            <span
              aria-hidden="true"
              className="absolute top-full left-0 z-20 mt-1 hidden rounded bg-slate-900 px-2 py-1 whitespace-nowrap text-white group-focus-within:block group-hover:block"
            >
              {detail}
            </span>
          )}
          <button
            type="button"
            onClick={() => onRemove(key)}
            aria-label={`Remove filter ${FILTER_LABELS[key]}`}
            className="inline-flex size-5 items-center justify-center rounded-full hover:bg-slate-300 focus-ring"
          >
            <Icon name="x" className="size-3" />
          </button>
        </span>
      ))}
      <button type="button" onClick={onClearAll} className="shrink-0 rounded px-2 py-0.5 text-xs font-medium link">
        Clear all
      </button>
    </div>
  );
}
