import { type Answers, answerFraction, type FormDefinition, isNegative } from "./form";

// The score of an evaluation (issue #41), a pure function of the form and the answers: each
// section's score is the weighted mean of its answered questions, the whole the weighted
// mean of the sections that have one, as a percentage. N/A (and an unanswered question)
// is left out of both sides, so it neither earns nor costs. A critical question answered
// negatively fails the evaluation whatever the score.

export interface ScoreResult {
  /** 0–100, or null when nothing counts (every question N/A or unanswered). */
  score: number | null;
  criticalFailed: boolean;
  /** The ids of questions with a negative answer and no comment where one is required. */
  missingComments: string[];
  /** The ids of questions with no answer yet. */
  unanswered: string[];
}

export function scoreEvaluation(form: FormDefinition, answers: Answers): ScoreResult {
  let earned = 0;
  let possible = 0;
  let criticalFailed = false;
  const missingComments: string[] = [];
  const unanswered: string[] = [];
  for (const section of form.sections) {
    let sectionEarned = 0;
    let sectionPossible = 0;
    for (const question of section.questions) {
      const answer = answers[question.id];
      if (!answer) {
        unanswered.push(question.id);
        continue;
      }
      const negative = isNegative(question, answer.value);
      if (negative && question.critical) criticalFailed = true;
      if (negative && question.commentOnNegative && !answer.comment?.trim()) missingComments.push(question.id);
      const fraction = answerFraction(question, answer.value);
      if (fraction === null || question.weight <= 0) continue;
      sectionEarned += fraction * question.weight;
      sectionPossible += question.weight;
    }
    if (sectionPossible === 0 || section.weight <= 0) continue;
    earned += (sectionEarned / sectionPossible) * section.weight;
    possible += section.weight;
  }
  // Rounded to 0.1 from the ratio cut to 6 decimals first: floating-point noise (746.4999…
  // for 746.5) otherwise made the score depend on the weights' scale (a property test found
  // 74.6 against 74.7 for the same form with every weight doubled).
  const score = possible === 0 ? null : Math.round(Number(((earned / possible) * 1000).toFixed(6))) / 10;
  return { score, criticalFailed, missingComments, unanswered };
}
