import type { Answers } from "./form";

// A calibration's alignment (issue #41): how far a reviewer's evaluation of a call agrees
// with the expert's: the share of the questions both answered where the answers are the
// same, and the difference in score (the reviewer's less the expert's, in points).

export interface Alignment {
  /** 0–1, or null when they answered no question in common. */
  agreement: number | null;
  /** Percentage points, or null when either has no score. */
  scoreDifference: number | null;
}

export function alignment(expert: { answers: Answers; score: number | null }, reviewer: { answers: Answers; score: number | null }): Alignment {
  const common = Object.keys(expert.answers).filter((id) => reviewer.answers[id] !== undefined);
  const same = common.filter((id) => expert.answers[id]!.value === reviewer.answers[id]!.value).length;
  return {
    agreement: common.length === 0 ? null : same / common.length,
    scoreDifference: expert.score === null || reviewer.score === null ? null : Math.round((reviewer.score - expert.score) * 10) / 10,
  };
}
