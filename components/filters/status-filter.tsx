"use client";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { useSyncedState } from "@/lib/client/use-synced-state";
import { STATUS_LABELS } from "@/lib/labels";

// The seven statuses as toggles; several may be chosen at once.
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
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-medium text-slate-700">Status</legend>
      <div className="flex flex-wrap gap-1.5">
        {CALL_STATUSES.map((status) => (
          <label
            key={status}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs has-checked:border-sky-700 has-checked:bg-sky-50 has-checked:text-sky-900 has-focus-visible:outline-2 has-focus-visible:outline-sky-600"
          >
            <input type="checkbox" checked={selected.has(status)} onChange={() => toggle(status)} className="size-3.5 accent-sky-700" />
            {STATUS_LABELS[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
