import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { formatCount } from "@/lib/format";
import { STATUS_LABELS } from "@/lib/labels";

// The count of each status in the view's range, each a toggle of that status's filter. On
// phones they are one row that scrolls sideways, below the total.
export function StatusCounts({
  counts,
  selected,
  onToggle,
}: {
  counts: Record<CallStatus, number>;
  selected: ReadonlySet<CallStatus>;
  onToggle: (status: CallStatus) => void;
}) {
  return (
    <div className="contents phone:order-last phone:flex phone:w-full phone:gap-2 phone:overflow-x-auto">
      {CALL_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={selected.has(status)}
          aria-label={`${STATUS_LABELS[status]}, ${formatCount(counts[status])} calls`}
          onClick={() => onToggle(status)}
          className="focus-ring shrink-0 rounded-md border border-slate-300 px-1.5 py-0.5 text-sm whitespace-nowrap hover:bg-slate-50 aria-pressed:border-sky-700 aria-pressed:bg-sky-50"
        >
          {STATUS_LABELS[status]} <span className="font-semibold tabular-nums">{formatCount(counts[status])}</span>
        </button>
      ))}
    </div>
  );
}
