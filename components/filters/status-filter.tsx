"use client";
import dynamic from "next/dynamic";
import { Popover } from "@/components/ui/popover";
import { WidestOf } from "@/components/ui/widest-of";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { useSyncedState } from "@/lib/client/use-synced-state";
import { FILTER_LABELS, STATUS_LABELS } from "@/lib/labels";

// The checkboxes' code loads when the popover is about to open (pointed at, focused), not
// with the page; the popover moves focus into them once they are there.
const loadPanel = () => import("./status-panel");
const StatusPanel = dynamic(() => loadPanel().then((m) => m.StatusPanel), {
  loading: () => <p className="text-sm text-slate-600">Loading…</p>,
});
const preload = () => void loadPanel().catch(() => undefined);

/** The button's text: "Status: All", "Status: Failed", "Status: 2 selected". */
export function statusSummary(value: CallStatus[] | undefined): string {
  const what = !value || value.length === 0 ? "All" : value.length === 1 ? STATUS_LABELS[value[0]!] : `${value.length} selected`;
  return `${FILTER_LABELS.status}: ${what}`;
}

// Every text the button may show, so it is as wide as the widest from the start.
const EVERY_SUMMARY = [undefined, ...CALL_STATUSES.map((status) => [status]), ...CALL_STATUSES.slice(1).map((_, i) => CALL_STATUSES.slice(0, i + 2))].map(
  (value) => statusSummary(value),
);

// The seven statuses as checkboxes in a popover; several may be chosen at once.
export function StatusFilter({ value, onChange }: { value: CallStatus[] | undefined; onChange: (value: CallStatus[] | undefined) => void }) {
  const [local, setLocal] = useSyncedState(value);
  const choose = (chosen: CallStatus[] | undefined) => {
    setLocal(chosen);
    onChange(chosen);
  };
  return (
    <Popover label={<WidestOf texts={EVERY_SUMMARY}>{statusSummary(local)}</WidestOf>} title={FILTER_LABELS.status} preload={preload}>
      {() => <StatusPanel value={local} onChange={choose} />}
    </Popover>
  );
}
