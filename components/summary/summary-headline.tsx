import { Icon } from "@/components/ui/icon";
import type { Summary } from "@/lib/dashboard-api/summary";
import { formatCount } from "@/lib/format";

// The headline is the view's own total, the table's total for the same query. With a status
// filter it also gives the range's total over every status, and says so in words. While the
// next numbers are on their way, these are marked as the previous ones.
export function SummaryHeadline({ summary, statusFiltered, updating }: { summary: Summary; statusFiltered: boolean; updating: boolean }) {
  return (
    <p className="flex shrink-0 items-baseline gap-1.5 text-sm whitespace-nowrap">
      <span className={updating ? "opacity-60" : undefined}>
        <span className="text-lg font-semibold tabular-nums">{formatCount(summary.matching)}</span>
        {statusFiltered ? ` of ${formatCount(summary.total)} calls in range` : " calls"}
      </span>
      {/* A turning icon in a slot kept for it, and the words for screen readers: text that came
          and went beside the total wrapped the strip at some widths and moved the table. */}
      <span aria-hidden="true" className="inline-flex size-4 self-center">
        {updating && <Icon name="refresh" className="size-3.5 animate-spin text-slate-600" />}
      </span>
      {updating && <span className="sr-only">Updating…</span>}
    </p>
  );
}
