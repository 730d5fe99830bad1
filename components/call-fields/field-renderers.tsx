// How each field of a call reads on screen, once for the table and the detail page. The
// labels and null wordings come from the contract's field table.
import type { ReactNode } from "react";
import { PlayButton } from "@/components/audio-player/play-button";
import { ConsoleLink } from "@/components/ui/console-link";
import { DirectionLabel } from "@/components/ui/direction-label";
import { EmptyValue } from "@/components/ui/empty-value";
import { IdValue } from "@/components/ui/id-value";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/status-badge";
import { YesNo } from "@/components/ui/yes-no";
import { type CallField, callField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import { formatDuration } from "@/lib/format";

/** Where the value is shown: the table keeps ids short; the detail page shows them whole. */
export type FieldContext = { place: "table" | "detail"; startAt?: number };

const nullOf = (key: CallField) => <EmptyValue label={callField(key).nullLabel ?? ""} />;
const id = (key: CallField, name: string) => (call: CallResult, ctx: FieldContext) => {
  const value = call[key] as string | null;
  return <IdValue value={value} name={name} nullLabel={callField(key).nullLabel ?? "none"} truncate={ctx.place === "table"} />;
};
const time = (key: "startedAt" | "endedAt" | "createdAt" | "updatedAt") => (call: CallResult) => {
  const value = call[key];
  return value === null ? nullOf(key) : <RelativeTime iso={value} />;
};
// In the table the column's width decides: Comfortable wraps a long value (a web session's
// address), Compact cuts it to one line (body-cell.tsx).
const mono = (value: string, ctx: FieldContext) => <span className={ctx.place === "table" ? "font-mono text-xs" : "font-mono"}>{value}</span>;

export const FIELD_RENDERERS: { [K in CallField]: (call: CallResult, ctx: FieldContext) => ReactNode } = {
  callId: id("callId", "call ID"),
  callTaskId: id("callTaskId", "call task ID"),
  detailsUrl: (call) => <ConsoleLink url={call.detailsUrl} callId={call.callId} />,
  agentId: id("agentId", "agent ID"),
  agentName: (call) => call.agentName ?? nullOf("agentName"),
  endUserId: id("endUserId", "end user ID"),
  status: (call) => <StatusBadge status={call.status} />,
  direction: (call) => <DirectionLabel direction={call.direction} />,
  from: (call, ctx) => mono(call.from, ctx),
  to: (call, ctx) => mono(call.to, ctx),
  startedAt: time("startedAt"),
  endedAt: time("endedAt"),
  durationSeconds: (call) =>
    call.durationSeconds === null ? nullOf("durationSeconds") : <span className="font-mono tabular-nums">{formatDuration(call.durationSeconds)}</span>,
  isVoicemail: (call) => <YesNo value={call.isVoicemail} />,
  createdAt: time("createdAt"),
  updatedAt: time("updatedAt"),
  resultAvailable: (call) => <YesNo value={call.resultAvailable} />,
  audioAvailable: (call, ctx) => <PlayButton call={call} startAt={ctx.startAt} />,
};
