"use client";
import Link from "next/link";
import { columnVisibilityFeature, createColumnHelper, rowSortingFeature, tableFeatures } from "@tanstack/react-table";
import type { SortBy } from "@/lib/call-results/constants";
import type { CallResult } from "@/lib/call-results/schemas";
import { formatDuration } from "@/lib/format";
import { PlayButton } from "@/components/audio-player/play-button";
import { ConsoleLink } from "@/components/ui/console-link";
import { DirectionLabel } from "@/components/ui/direction-label";
import { EmptyValue } from "@/components/ui/empty-value";
import { IdValue } from "@/components/ui/id-value";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/status-badge";
import { YesNo } from "@/components/ui/yes-no";

// Only what this table uses: visibility for the column picker, and sorting state for the
// headers. Sorting and paging themselves happen on the server (manual mode).
export const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
export type CallsTableFeatures = typeof features;

const col = createColumnHelper<CallsTableFeatures, CallResult>();

// Column ids are the spec's field names; the four sortable ones are its sortBy values.
export const SORTABLE: readonly string[] = ["createdAt", "startedAt", "endedAt", "durationSeconds"] satisfies SortBy[];

export const COLUMN_LABELS: Record<string, string> = {
  status: "Status",
  createdAt: "Created",
  startedAt: "Started",
  endedAt: "Ended",
  durationSeconds: "Duration",
  direction: "Direction",
  from: "From",
  to: "To",
  agentName: "Agent",
  isVoicemail: "Voicemail",
  audioAvailable: "Recording",
  resultAvailable: "Result",
  callId: "Call ID",
  callTaskId: "Call task ID",
  agentId: "Agent ID",
  endUserId: "End user ID",
  updatedAt: "Updated",
  detailsUrl: "Console",
};

/** Hidden until chosen in the column picker; the rest are visible by default. */
export const HIDDEN_BY_DEFAULT: Record<string, false> = {
  endedAt: false,
  resultAvailable: false,
  callTaskId: false,
  agentId: false,
  endUserId: false,
  updatedAt: false,
};

const time = (nullLabel: string) => (info: { getValue: () => string | null }) => {
  const v = info.getValue();
  return v === null ? <EmptyValue label={nullLabel} /> : <RelativeTime iso={v} />;
};

export const columns = col.columns([
  col.display({
    id: "details",
    header: () => <span className="sr-only">Details</span>,
    cell: (i) => (
      <Link
        href={`/calls/${encodeURIComponent(i.row.original.callId)}`}
        className="text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        Details<span className="sr-only"> of call {i.row.original.callId}</span>
      </Link>
    ),
  }),
  // Support staff search, paste and compare call ids: shown by default, shortened to fit.
  col.accessor("callId", {
    header: COLUMN_LABELS.callId,
    cell: (i) => <IdValue value={i.getValue()} name="call ID" nullLabel="none" truncate />,
    enableSorting: false,
  }),
  col.accessor("status", { header: COLUMN_LABELS.status, cell: (i) => <StatusBadge status={i.getValue()} />, enableSorting: false }),
  col.accessor("createdAt", { header: COLUMN_LABELS.createdAt, cell: (i) => <RelativeTime iso={i.getValue()} /> }),
  col.accessor("startedAt", { header: COLUMN_LABELS.startedAt, cell: time("not started") }),
  col.accessor("endedAt", { header: COLUMN_LABELS.endedAt, cell: time("not ended") }),
  col.accessor("durationSeconds", {
    header: COLUMN_LABELS.durationSeconds,
    cell: (i) => {
      const v = i.getValue();
      return v === null ? <EmptyValue label="not determined" /> : <span className="font-mono tabular-nums">{formatDuration(v)}</span>;
    },
  }),
  col.accessor("direction", { header: COLUMN_LABELS.direction, cell: (i) => <DirectionLabel direction={i.getValue()} />, enableSorting: false }),
  col.accessor("from", {
    header: COLUMN_LABELS.from,
    cell: (i) => <span className="font-mono text-xs whitespace-nowrap">{i.getValue()}</span>,
    enableSorting: false,
  }),
  col.accessor("to", {
    header: COLUMN_LABELS.to,
    cell: (i) => <span className="font-mono text-xs whitespace-nowrap">{i.getValue()}</span>,
    enableSorting: false,
  }),
  col.accessor("agentName", {
    header: COLUMN_LABELS.agentName,
    cell: (i) => i.getValue() ?? <EmptyValue label="agent name unavailable" />,
    enableSorting: false,
  }),
  col.accessor("isVoicemail", { header: COLUMN_LABELS.isVoicemail, cell: (i) => <YesNo value={i.getValue()} />, enableSorting: false }),
  col.accessor("audioAvailable", { header: COLUMN_LABELS.audioAvailable, cell: (i) => <PlayButton call={i.row.original} />, enableSorting: false }),
  col.accessor("resultAvailable", { header: COLUMN_LABELS.resultAvailable, cell: (i) => <YesNo value={i.getValue()} />, enableSorting: false }),
  col.accessor("callTaskId", {
    header: COLUMN_LABELS.callTaskId,
    cell: (i) => <IdValue value={i.getValue()} name="call task ID" nullLabel="no call task" />,
    enableSorting: false,
  }),
  col.accessor("agentId", {
    header: COLUMN_LABELS.agentId,
    cell: (i) => <IdValue value={i.getValue()} name="agent ID" nullLabel="none" />,
    enableSorting: false,
  }),
  col.accessor("endUserId", {
    header: COLUMN_LABELS.endUserId,
    cell: (i) => <IdValue value={i.getValue()} name="end user ID" nullLabel="no end user" />,
    enableSorting: false,
  }),
  col.accessor("updatedAt", { header: COLUMN_LABELS.updatedAt, cell: (i) => <RelativeTime iso={i.getValue()} />, enableSorting: false }),
  col.accessor("detailsUrl", {
    header: COLUMN_LABELS.detailsUrl,
    cell: (i) => <ConsoleLink url={i.getValue()} callId={i.row.original.callId} />,
    enableSorting: false,
  }),
]);
