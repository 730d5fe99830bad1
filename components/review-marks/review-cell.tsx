"use client";
import type { ReactNode } from "react";
import { EmptyValue } from "@/components/ui/empty-value";
import { SCORE_MAX } from "@/lib/call-results/review";
import { useReviewMark } from "./review-marks";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

// A call's review mark, compact: "Reviewed · 4/5 · 2 notes", "2 notes" (noted, not reviewed),
// or a dash. One width whatever it holds (and while it loads), so the marks arriving after
// the rows move nothing.
export function ReviewCell({ callId }: { callId: string }) {
  const view = useReviewMark(callId);
  let content: ReactNode;
  if (view.kind === "loading") content = <span className="sr-only">Review loading</span>;
  else if (view.kind === "failed") content = <span className="text-xs text-slate-600">Unavailable</span>;
  else if (view.kind === "none") content = <EmptyValue label="not reviewed" />;
  else {
    const { reviews, bestScore, notes } = view.mark;
    const reviewed = reviews > 0 && bestScore !== null;
    content = (
      <>
        {reviewed ? (
          <>
            <span className="font-medium text-emerald-800">Reviewed</span>
            {reviews > 1 && <span className="sr-only"> {reviews} times</span>}
            <span aria-hidden="true">
              {" "}
              · {bestScore}/{SCORE_MAX}
            </span>
            <span className="sr-only">
              , {reviews > 1 ? "best " : ""}score {bestScore} of {SCORE_MAX}
            </span>
          </>
        ) : (
          <span className="sr-only">Not reviewed, </span>
        )}
        {notes > 0 && (
          <>
            {reviewed && <span aria-hidden="true"> · </span>}
            {reviewed && <span className="sr-only">, </span>}
            {plural(notes, "note")}
          </>
        )}
      </>
    );
  }
  return <span className="inline-block w-44 whitespace-nowrap">{content}</span>;
}
