"use client";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { EmptyValue } from "@/components/ui/empty-value";
import { useReviewMark } from "./review-marks";

// A mark's words load with the first mark (they come after the rows anyway); the cell keeps
// its width meanwhile, so nothing moves.
const MarkText = dynamic(() => import("./mark-text").then((m) => m.MarkText), { loading: () => null });

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
  else content = <MarkText mark={view.mark} />;
  return <span className="review-cell">{content}</span>;
}
