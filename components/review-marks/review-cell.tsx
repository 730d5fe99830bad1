"use client";
import type { ReactNode } from "react";
import { EmptyValue } from "@/components/ui/empty-value";
import { Icon } from "@/components/ui/icon";
import { SCORE_MAX } from "@/lib/reviews/scores";
import { useReviewMark } from "./review-marks";
import { plural, spokenMark } from "./spoken-mark";

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
    const { reviews, latestScore, notes } = view.mark;
    const parts = [reviews > 0 && latestScore !== null ? `${latestScore}/${SCORE_MAX}` : null, notes > 0 ? plural(notes, "note") : null].filter(Boolean);
    content = (
      <>
        <span aria-hidden="true" className="review-mark">
          {reviews > 0 && <Icon name="check" className="size-3.5 text-emerald-800" />}
          {parts.join(" · ")}
        </span>
        <span className="sr-only">{spokenMark(view.mark)}</span>
      </>
    );
  }
  return <span className="review-cell">{content}</span>;
}
