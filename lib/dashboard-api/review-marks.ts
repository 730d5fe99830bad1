// The calls table's Review column (POST /api/reviews/marks, issue #30): a page's marks, a
// query of its own beside the page's rows. Apart from the Reviews page's list (reviews.ts),
// which the calls page does not load.
import { queryOptions } from "@tanstack/react-query";
import type { MarksAnswer, ReviewMark } from "@/lib/reviews/review";
import { requestJson } from "./fetch";
import { DASHBOARD_PATHS } from "./paths";

export const REVIEW_MARKS_KEY = "review-marks";

/** Per call id, its mark; a call with no review and no note is absent. A Map: an id such as "constructor" is a key like any other. */
export type ReviewMarks = ReadonlyMap<string, ReviewMark>;

function keyedById(callIds: readonly string[], { marks }: MarksAnswer): ReviewMarks {
  const byId = new Map<string, ReviewMark>();
  callIds.forEach((id, i) => {
    const mark = marks[i];
    if (mark) byId.set(id, { reviews: mark[0], latestScore: mark[1], notes: mark[2] });
  });
  return byId;
}

/** A page's review marks, keyed by the page's ids in order: one request a page, and one store statement whatever its rows. */
export const reviewMarksOptions = (callIds: readonly string[]) =>
  queryOptions({
    queryKey: [REVIEW_MARKS_KEY, callIds.join(",")] as const,
    queryFn: ({ signal }) =>
      requestJson<MarksAnswer>(DASHBOARD_PATHS.reviewMarks, { method: "POST", body: { calls: callIds }, signal, read: true }).then((answer) =>
        keyedById(callIds, answer),
      ),
    staleTime: 30_000,
  });
