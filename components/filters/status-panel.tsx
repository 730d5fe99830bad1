"use client";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { FILTER_LABELS, STATUS_LABELS } from "@/lib/labels";

interface StatusPanelProps {
  value: CallStatus[] | undefined;
  onChange: (value: CallStatus[] | undefined) => void;
}

// The seven statuses as checkboxes, in the Status popover (status-filter.tsx), whose code
// loads with it.
export function StatusPanel({ value, onChange }: StatusPanelProps) {
  const selected = new Set(value ?? []);
  function toggle(status: CallStatus) {
    const next = new Set(selected);
    if (next.has(status)) next.delete(status);
    else next.add(status);
    // Keep the spec's order, so equal choices give equal URLs.
    const list = CALL_STATUSES.filter((s) => next.has(s));
    onChange(list.length > 0 ? list : undefined);
  }
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-medium text-slate-700">{FILTER_LABELS.status}</legend>
      <div className="flex flex-col gap-0.5">
        {CALL_STATUSES.map((status) => (
          <label
            key={status}
            className="inline-flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-sky-600"
          >
            <input type="checkbox" checked={selected.has(status)} onChange={() => toggle(status)} className="size-4 accent-sky-700" />
            {STATUS_LABELS[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
