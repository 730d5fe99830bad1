"use client";
import { Popover } from "@/components/ui/popover";
import { WidestOf } from "@/components/ui/widest-of";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { useSyncedState } from "@/lib/client/use-synced-state";
import { FILTER_LABELS, STATUS_LABELS } from "@/lib/labels";

/** The button's text: "Status: All", "Status: Failed", "Status: 2 selected". */
function statusSummary(value: CallStatus[] | undefined): string {
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
  const selected = new Set(local ?? []);
  function toggle(status: CallStatus) {
    const next = new Set(selected);
    if (next.has(status)) next.delete(status);
    else next.add(status);
    // Keep the spec's order, so equal choices give equal URLs.
    const list = CALL_STATUSES.filter((s) => next.has(s));
    const chosen = list.length > 0 ? list : undefined;
    setLocal(chosen);
    onChange(chosen);
  }
  return (
    <Popover label={<WidestOf texts={EVERY_SUMMARY}>{statusSummary(local)}</WidestOf>} title={FILTER_LABELS.status}>
      {() => (
        <fieldset className="min-w-0">
          <legend className="field-label mb-1">{FILTER_LABELS.status}</legend>
          <div className="flex flex-col gap-0.5">
            {CALL_STATUSES.map((status) => (
              <label key={status} className="menu-option">
                <input type="checkbox" checked={selected.has(status)} onChange={() => toggle(status)} className="size-4 accent-sky-700" />
                {STATUS_LABELS[status]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </Popover>
  );
}
