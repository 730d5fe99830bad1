import "server-only";
import { DashboardError } from "@/lib/errors";
import { type Answers, acceptsValue, allQuestions, FORM_LIMITS, type FormDefinition } from "@/lib/quality/form";
import { textProblem } from "@/lib/text-input";

const bad = (param: string, message: string) => new DashboardError("invalid_request", `${param} ${message}.`, { details: [{ param, message }] });

/** The answers of a body, each checked against its question; a 400 naming the first that is wrong. */
export function parseAnswers(form: FormDefinition, raw: unknown): Answers {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw bad("answers", "must be an object of answers by question id");
  const questions = new Map(allQuestions(form).map((q) => [q.id, q]));
  const answers: Answers = {};
  for (const [id, entry] of Object.entries(raw as Record<string, unknown>)) {
    const question = questions.get(id);
    if (!question) throw bad(`answers.${id.slice(0, 40)}`, "names no question of this form");
    const { value, comment } = (entry ?? {}) as { value?: unknown; comment?: unknown };
    if (!acceptsValue(question, value)) throw bad(`answers.${id}`, `is not an answer to a ${question.kind} question`);
    if (comment !== undefined && (typeof comment !== "string" || comment.length > FORM_LIMITS.comment || textProblem(comment, { multiline: true }) !== null))
      throw bad(`answers.${id}.comment`, `must be text of at most ${FORM_LIMITS.comment} characters`);
    answers[id] = comment ? { value, comment } : { value };
  }
  return answers;
}
