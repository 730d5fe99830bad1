import { RelativeTime } from "@/components/ui/relative-time";
import type { Review } from "@/lib/reviews/review";

// Every reviewer's review of the call, newest first, as text.
export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return <p className="text-sm text-slate-600">Not reviewed yet.</p>;
  return (
    <ul aria-label="Reviews" className="space-y-1 text-sm">
      {reviews.map((r) => (
        <li key={r.reviewer}>
          <span className="font-medium">{r.reviewer}</span>: score {r.score}
          {r.tags.length > 0 && <> · {r.tags.join(", ")}</>} · <RelativeTime iso={r.reviewedAt} />
        </li>
      ))}
    </ul>
  );
}
