import type { CallResult } from "@/lib/call-results";
import { formatDuration, formatUtc } from "@/lib/format";
import { EmptyValue } from "@/components/ui/empty-value";
import { StatusBadge } from "@/components/ui/status-badge";

const DIRECTION_LABELS: Record<CallResult["direction"], string> = {
  inbound: "Inbound",
  outbound: "Outbound",
  web: "Web",
};

// The first, server-rendered view of call results. Every upstream string is rendered
// as React text, so nothing from the service can inject markup.
export function CallResultsTable({ calls }: { calls: CallResult[] }) {
  return (
    // Focusable so that keyboard users can scroll the table sideways on narrow screens.
    <div tabIndex={0} role="region" aria-label="Call results, scrollable" className="overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-sky-600">
      <table className="min-w-full text-left text-sm" aria-label="Call results">
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {["Status", "Created", "Started", "Duration", "Direction", "From", "To", "Agent", "Voicemail", "Recording"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {calls.map((call) => (
            <tr key={call.callId}>
              <td className="px-3 py-2"><StatusBadge status={call.status} /></td>
              <td className="px-3 py-2 whitespace-nowrap">{formatUtc(call.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{call.startedAt ? formatUtc(call.startedAt) : <EmptyValue label="not started" />}</td>
              <td className="px-3 py-2 font-mono tabular-nums">{call.durationSeconds === null ? <EmptyValue label="not determined" /> : formatDuration(call.durationSeconds)}</td>
              <td className="px-3 py-2">{DIRECTION_LABELS[call.direction]}</td>
              <td className="px-3 py-2 font-mono whitespace-nowrap">{call.from}</td>
              <td className="px-3 py-2 font-mono whitespace-nowrap">{call.to}</td>
              <td className="px-3 py-2">{call.agentName ?? <EmptyValue label="agent name unavailable" />}</td>
              <td className="px-3 py-2">{call.isVoicemail ? "Yes" : "No"}</td>
              <td className="px-3 py-2">{call.audioAvailable ? "Available" : "None"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
