// A review's score (issue #30), apart from the rest of a review's rules (review.ts): the calls
// table's Review column needs only this, and the rules stay out of the calls page's first load.
export const SCORES = [1, 2, 3, 4, 5] as const;
export const [SCORE_MIN, SCORE_MAX] = [SCORES[0], SCORES[SCORES.length - 1] as number];
/** How the checks name a score. */
export const SCORE_RULE = `a whole number from ${SCORE_MIN} to ${SCORE_MAX}`;
