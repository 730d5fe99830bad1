import type { ReviewMark } from "@/lib/reviews/review";
import { SCORE_MAX } from "@/lib/reviews/scores";

/** "1 note", "2 notes". */
export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * What a screen reader says of a call's mark: "Reviewed, score 4 of 5, 2 notes", "Reviewed 2
 * times, latest score 3 of 5" (the score shown is the latest review's, so with several it
 * says which), "Not reviewed, 1 note".
 */
export function spokenMark({ reviews, latestScore, notes }: ReviewMark): string {
  const review =
    reviews === 0 || latestScore === null ? "Not reviewed" : `Reviewed${reviews > 1 ? ` ${reviews} times, latest` : ","} score ${latestScore} of ${SCORE_MAX}`;
  return notes > 0 ? `${review}, ${plural(notes, "note")}` : review;
}
