// A scorecard (issue #41): sections of weighted questions, each answered yes/no/N/A, on a
// 1–5 scale, or by one of its choices. Plain types and rules, shared by the server (which
// validates and stores them) and the browser (which shows and fills them in).

type QuestionKind = "yesno" | "scale" | "choice";

interface Choice {
  label: string;
  /** 0–100: how much of the question's weight this choice earns. */
  points: number;
}

export interface Question {
  /** Stable within the form across versions: answers are kept by it. */
  id: string;
  text: string;
  kind: QuestionKind;
  weight: number;
  /** A negative answer fails the whole evaluation. */
  critical: boolean;
  /** A negative answer needs a comment. */
  commentOnNegative: boolean;
  /** For "choice" only. */
  choices?: Choice[];
}

interface Section {
  title: string;
  weight: number;
  questions: Question[];
}

export interface FormDefinition {
  sections: Section[];
  /** Below this score (0–100) an evaluation needs attention. */
  threshold: number;
}

/** An answer: "yes" | "no" | "na" for yes/no; 1–5 for a scale; the choice's index for a choice; "na" allowed on any. */
export type AnswerValue = "yes" | "no" | "na" | number;

export interface Answer {
  value: AnswerValue;
  comment?: string;
}

export type Answers = Record<string, Answer>;

export const FORM_LIMITS = { sections: 20, questions: 100, choices: 10, text: 300, name: 100, comment: 1000, weight: 100 } as const;

export const allQuestions = (form: FormDefinition): Question[] => form.sections.flatMap((s) => s.questions);

/** A question's share earned by an answer, 0–1, or null for N/A (left out of both sides). */
export function answerFraction(question: Question, value: AnswerValue): number | null {
  if (value === "na") return null;
  if (question.kind === "yesno") return value === "yes" ? 1 : 0;
  if (question.kind === "scale") return ((value as number) - 1) / 4;
  return (question.choices?.[value as number]?.points ?? 0) / 100;
}

/** A negative answer: "no", a scale of 1 or 2, a choice earning under half. */
export function isNegative(question: Question, value: AnswerValue): boolean {
  const fraction = answerFraction(question, value);
  return fraction !== null && fraction < 0.5;
}

/** Whether a value is one this question accepts. */
export function acceptsValue(question: Question, value: unknown): value is AnswerValue {
  if (value === "na") return true;
  if (question.kind === "yesno") return value === "yes" || value === "no";
  if (question.kind === "scale") return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < (question.choices?.length ?? 0);
}

/** The values a question offers, in order, with their labels (the keys' digits pick them: 1 is the first). */
export function optionsOf(question: Question): Array<{ value: AnswerValue; label: string }> {
  const na = { value: "na" as const, label: "N/A" };
  if (question.kind === "yesno") return [{ value: "yes", label: "Yes" }, { value: "no", label: "No" }, na];
  if (question.kind === "scale") return [...[1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) })), na];
  return [...(question.choices ?? []).map((c, i) => ({ value: i, label: c.label })), na];
}

/** A scorecard at its latest version, as the API lists it. */
export interface FormSummary {
  id: string;
  name: string;
  isDefault: boolean;
  version: number;
  definition: FormDefinition;
  updatedAt: string;
}
