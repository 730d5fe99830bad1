import { useEffect, useRef } from "react";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { formatCount } from "@/lib/format";
import { STATUS_LABELS } from "@/lib/labels";

// The count of each status in the view's range, each a toggle of that status's filter. On
// phones each is a tile of the summary's grid, its name over its count, every one whole below
// the total, with the connected share as the eighth (a row that scrolled sideways beside the
// share ran its chips under it). On wide screens, one row that scrolls sideways where it does
// not fit, at the right, before the connected share, so a longer headline ("1,669 of 20,206 calls in range" after a status is picked) takes free
// space instead of moving the counts, and where there is none narrows this row instead of
// wrapping the strip onto a second line and pushing the table down. The chips are in 12 px
// type (the count 14 px on phones) so that the row fits beside the longer headline, and a status filter
// moves nothing: at 1280 px and wider with 20,000 calls in range, at 1350 px with 100,000
// (the bench's strict count of layout shift after a filter change, at 1350 px: 0). Focus scrolls a chip
// into view; the padding keeps its focus ring inside the scrolling box.
export function StatusCounts({
  counts,
  selected,
  onToggle,
}: {
  counts: Record<CallStatus, number>;
  selected: ReadonlySet<CallStatus>;
  onToggle: (status: CallStatus) => void;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  const chosen = CALL_STATUSES.find((s) => selected.has(s));
  // The first chosen status stays in view when the choice changes or the row narrows (a
  // longer headline after a status is picked): the row scrolls to it, nothing else moves.
  useEffect(() => {
    const row = rowRef.current;
    if (!row || !chosen) return;
    const reveal = () => {
      const chip = row.querySelector<HTMLElement>(`[data-status="${chosen}"]`);
      if (!chip) return;
      const [r, c] = [row.getBoundingClientRect(), chip.getBoundingClientRect()];
      if (c.right > r.right) row.scrollLeft += c.right - r.right + 2;
      else if (c.left < r.left) row.scrollLeft -= r.left - c.left + 2;
    };
    reveal();
    const observer = new ResizeObserver(reveal);
    observer.observe(row);
    return () => observer.disconnect();
  }, [chosen]);
  return (
    <div ref={rowRef} className="status-counts">
      {CALL_STATUSES.map((status) => (
        <button
          key={status}
          data-status={status}
          type="button"
          aria-pressed={selected.has(status)}
          aria-label={`${STATUS_LABELS[status]}, ${formatCount(counts[status])} calls`}
          onClick={() => onToggle(status)}
          className="status-chip"
        >
          {STATUS_LABELS[status]} <span className="font-semibold tabular-nums">{formatCount(counts[status])}</span>
        </button>
      ))}
    </div>
  );
}
