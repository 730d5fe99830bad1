"use client";
import { RefreshStatus } from "@/components/calls/refresh-status";
import { ColumnPicker } from "@/components/calls-table/column-picker";
import { DensityChoice } from "@/components/calls-table/density-choice";
import { ExportButton } from "@/components/export/export-button";
import { ActiveFilterChips } from "@/components/filters/active-filter-chips";
import { FilterPanel } from "@/components/filters/filter-panel";
import { ViewsButton } from "@/components/saved-views/views-button";
import { ShortcutsHelp } from "@/components/ui/shortcuts-help";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { ViewSettings } from "@/lib/view-settings";
import { LiveSwitch } from "./live-switch";
import { ExportDialog, SUMMARY_PARTS, VIEWS_PARTS } from "./on-demand-parts";
import { SummarySlot } from "./summary-slot";
import type { useLiveCalls } from "./use-live-calls";
import type { LiveFeedInput } from "./use-live-feed";

interface CallsToolbarProps {
  query: ListQuery;
  view: ViewSettings;
  update: (patch: Partial<ListQuery>) => void;
  setView: (patch: Partial<ViewSettings>) => void;
  onClear: () => void;
  live: ReturnType<typeof useLiveCalls>;
  feed: LiveFeedInput;
  /** Whether the list has answered (the summary waits for it). */
  answered: boolean;
  updatedAt: number;
  fetching: boolean;
  retry: () => void;
  searchKey: string;
  total: number | undefined;
  exportMaxRows: number;
  visibility: Record<string, boolean>;
  setColumn: (id: string, shown: boolean) => void;
  indexOn: boolean;
}

// Everything above the results: filters, the summary, the active filters and the view's tools.
export function CallsToolbar(p: CallsToolbarProps) {
  const { query, view, update, live } = p;
  return (
    <>
      <FilterPanel query={query} onChange={(patch) => update(patch)} indexOn={p.indexOn} />
      <SummarySlot parts={SUMMARY_PARTS} query={query} enabled={p.answered} onChange={update} refreshedAt={live.liveUpdatedAt} />
      <div className="bar">
        <div className="cluster">
          {/* Beside the live switch, both about which view this is; on a phone this keeps the
              toolbar to two rows, so the first call stays on the first screen. */}
          <ViewsButton parts={VIEWS_PARTS} query={query} view={view} visibility={p.visibility} />
          <LiveSwitch on={view.live} onToggle={(on) => p.setView({ live: on })} onFix={(patch) => update(patch)} feed={p.feed} />
        </div>
        {/* After the view's switches, so that chips coming and going with the filters move
            nothing else on the row (before them, a first filter pushed Views and Live 206 px). */}
        <ActiveFilterChips query={query} onRemove={(k) => update({ [k]: undefined })} onClearAll={p.onClear} />
        {/* The live view's one polite announcement per refresh. */}
        <span role="status" className="sr-only">
          {live.announcement}
        </span>
        <div className="cluster ml-auto justify-end">
          <RefreshStatus updatedAt={Math.max(p.updatedAt, live.liveUpdatedAt)} fetching={p.fetching} onRefresh={p.retry} />
          <ExportButton Dialog={ExportDialog} search={p.searchKey} total={p.total} maxRows={p.exportMaxRows} visibility={p.visibility} />
          {/* Cards have no columns to pick, and no row keys. */}
          <div className="cluster phone:hidden">
            <DensityChoice />
            <ColumnPicker visibility={p.visibility} onToggle={p.setColumn} />
            <ShortcutsHelp place="page" />
          </div>
        </div>
      </div>
    </>
  );
}
