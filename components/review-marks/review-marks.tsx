"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { type ReviewMarks, reviewMarksOptions } from "@/lib/dashboard-api/review-marks";
import type { ReviewMark } from "@/lib/reviews/review";

// The review marks of the page on screen (the calls table's Review column, issue #30): a
// query of their own, keyed by the page's ids and asked for once the rows are known, so the
// rows never wait for the store. The cells read them through this context: when the marks
// arrive, only the Review cells render again, not the rows (a context reaches its readers
// through the table's memo).
interface MarksState {
  marks: ReviewMarks | undefined;
  /** The marks are those of these very rows (not a previous page's, kept while the new ones load). */
  current: boolean;
  failed: boolean;
}

const MarksContext = createContext<MarksState>({ marks: undefined, current: false, failed: false });
const NONE: MarksState = { marks: new Map(), current: true, failed: false };

export function ReviewMarksProvider({ callIds, children }: { callIds: readonly string[]; children: ReactNode }) {
  // Only ids a note or a review can be stored under (the routes check them as path ids): one
  // the service sent in another shape has no mark, and must not get the page's request refused.
  const storable = useMemo(() => callIds.filter((id) => PATH_ID_PATTERN.test(id)), [callIds]);
  const { data, isPlaceholderData, isError } = useQuery({
    ...reviewMarksOptions(storable),
    enabled: storable.length > 0,
    // A live view's new rows or the next page: the marks already shown stay until the new ones come.
    placeholderData: keepPreviousData,
  });
  const value = useMemo(
    // No id that can hold a mark: nothing to ask, every row is unmarked.
    () => (storable.length === 0 ? NONE : { marks: data, current: data !== undefined && !isPlaceholderData, failed: isError }),
    [storable.length, data, isPlaceholderData, isError],
  );
  return <MarksContext value={value}>{children}</MarksContext>;
}

export type MarkView = { kind: "mark"; mark: ReviewMark } | { kind: "none" } | { kind: "loading" } | { kind: "failed" };

/** What the page's marks say of one call. */
export function useReviewMark(callId: string): MarkView {
  const { marks, current, failed } = useContext(MarksContext);
  const mark = marks?.get(callId);
  if (mark) return { kind: "mark", mark };
  if (current) return { kind: "none" };
  return failed ? { kind: "failed" } : { kind: "loading" };
}
