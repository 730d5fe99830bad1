"use client";
import type { ReactNode } from "react";
import { EmptyValue } from "@/components/ui/empty-value";
import { Icon } from "@/components/ui/icon";
import type { ReviewMark } from "@/lib/call-results/review";
import { SCORE_MAX } from "@/lib/call-results/review";
import { useReviewMark } from "./review-marks";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** What a screen reader says: "Reviewed, score 4 of 5, 2 notes", "Reviewed 2 times, best score 5 of 5", "Not reviewed, 1 note". */
function spoken({ reviews, bestScore, notes }: ReviewMark): string {
  const review =
    reviews === 0 || bestScore === null ? "Not reviewed" : `Reviewed${reviews > 1 ? ` ${reviews} times, best` : ","} score ${bestScore} of ${SCORE_MAX}`;
  return notes > 0 ? `${review}, ${plural(notes, "note")}` : review;
}

// A call's review mark, compact for the eye: "✓ 4/5 · 2 notes" (reviewed), "2 notes" (noted,
// not reviewed), or a dash; in words for screen readers. One width whatever it holds (and
// while it loads), so the marks arriving after the rows move nothing; narrow, so the default
// columns still fit a 1280 px screen (wider, the table overflowed there, and its columns
// moved as each page's rows came in).
export function ReviewCell({ callId }: { callId: string }) {
  const view = useReviewMark(callId);
  let content: ReactNode;
  if (view.kind === "loading") content = <span className="sr-only">Review loading</span>;
  else if (view.kind === "failed") content = <span className="text-xs text-slate-600">Unavailable</span>;
  else if (view.kind === "none") content = <EmptyValue label="not reviewed" />;
  else {
    const { reviews, bestScore, notes } = view.mark;
    const parts = [reviews > 0 && bestScore !== null ? `${bestScore}/${SCORE_MAX}` : null, notes > 0 ? plural(notes, "note") : null].filter(Boolean);
    content = (
      <>
        <span aria-hidden="true" className="inline-flex items-center gap-1 text-xs">
          {reviews > 0 && <Icon name="check" className="size-3.5 text-emerald-800" />}
          {parts.join(" · ")}
        </span>
        <span className="sr-only">{spoken(view.mark)}</span>
      </>
    );
  }
  return <span className="inline-block w-28 whitespace-nowrap">{content}</span>;
}
