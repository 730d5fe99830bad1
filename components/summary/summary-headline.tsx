import type { Summary } from "@/lib/dashboard-api/summary";
import { formatCount } from "@/lib/format";

// The headline is the view's own total, the table's total for the same query. With a status
// filter it also gives the range's total over every status, and says so in words. While the
// next numbers are on their way, these are marked as the previous ones.
export function SummaryHeadline({ summary, statusFiltered, updating }: { summary: Summary; statusFiltered: boolean; updating: boolean }) {
  return (
    <p className="mr-2 flex items-baseline gap-2 text-sm">
      <span className={updating ? "opacity-60" : undefined}>
        <span className="text-lg font-semibold tabular-nums">{formatCount(summary.matching)}</span>
        {statusFiltered ? ` of ${formatCount(summary.total)} calls in range` : " calls"}
      </span>
      {updating && <span className="text-xs text-slate-600 italic">Updating…</span>}
    </p>
  );
}
