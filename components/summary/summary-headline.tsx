import { Icon } from "@/components/ui/icon";
import type { Summary } from "@/lib/dashboard-api/summary";
import { formatCount } from "@/lib/format";

// The headline is the view's own total, the table's total for the same query. With a status
// filter it also gives the range's total over every status, and says so in words. While the
// next numbers are on their way, these are marked as the previous ones.
export function SummaryHeadline({ summary, statusFiltered, updating }: { summary: Summary; statusFiltered: boolean; updating: boolean }) {
  return (
    // On a phone, where Chart sits beside it, the words wrap after the total ("5,975 of 7,650
    // / calls in range") onto a second line of the same 44 px row, never a row of their own.
    <p className="summary-headline">
      {/* New elements for new numbers: words that changed in place and moved along counted as
          a layout shift after a filter change. */}
      <span key={`${summary.matching} ${summary.total} ${statusFiltered}`} className={`phone:leading-5 ${updating ? "opacity-60" : ""}`}>
        <span className="summary-total">{formatCount(summary.matching)}</span>
        {statusFiltered ? (
          <>
            {` of ${formatCount(summary.total)} `}
            <span className="whitespace-nowrap">calls in range</span>
          </>
        ) : (
          " calls"
        )}
      </span>
      {/* A turning icon in a slot kept for it, and the words for screen readers: text that came
          and went beside the total wrapped the strip at some widths and moved the table. */}
      <span aria-hidden="true" className="summary-spinner">
        {updating && <Icon name="refresh" className="size-3.5 animate-spin" />}
      </span>
      {updating && <span className="sr-only">Updating…</span>}
    </p>
  );
}
