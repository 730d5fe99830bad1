import { Icon } from "@/components/ui/icon";
import type { ReviewMark } from "@/lib/reviews/review";
import { SCORE_MAX } from "@/lib/reviews/scores";
import { plural, spokenMark } from "./spoken-mark";

// A call's mark as its Review cell shows it: "✓ 4/5 · 2 notes" for the eye, in words for
// screen readers. Loaded on demand (review-cell.tsx): marks come after the rows, from a query
// of their own, so their words need not be in the page's first load.
export function MarkText({ mark }: { mark: ReviewMark }) {
  const { reviews, latestScore, notes } = mark;
  const parts = [reviews > 0 && latestScore !== null ? `${latestScore}/${SCORE_MAX}` : null, notes > 0 ? plural(notes, "note") : null].filter(Boolean);
  return (
    <>
      <span aria-hidden="true" className="review-mark">
        {reviews > 0 && <Icon name="check" className="size-3.5 text-emerald-800" />}
        {parts.join(" · ")}
      </span>
      <span className="sr-only">{spokenMark(mark)}</span>
    </>
  );
}
