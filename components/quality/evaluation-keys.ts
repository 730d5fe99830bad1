import { type Answer, type FormDefinition, isNegative, optionsOf } from "@/lib/quality/form";

/**
 * A digit pressed on a question (its group or inside it): the answer it picks, and the
 * element to focus next (the comment box when the answer needs one, else the next question).
 */
export function digitAnswer(
  form: FormDefinition,
  target: HTMLElement,
  key: string,
  current: Answer | undefined,
): { id: string; answer: Answer; needsComment: boolean } | null {
  if (!/^[1-9]$/.test(key) || target.tagName === "TEXTAREA") return null;
  const group = target.closest<HTMLElement>("fieldset[data-question]");
  const question = form.sections.flatMap((s) => s.questions).find((q) => q.id === group?.dataset.question);
  const option = question ? optionsOf(question)[Number(key) - 1] : undefined;
  if (!question || !option) return null;
  const answer = { ...current, value: option.value };
  return { id: question.id, answer, needsComment: question.commentOnNegative && isNegative(question, option.value) && !current?.comment?.trim() };
}

/**
 * Focus moves on after an answer: to the next question at once (so a key typed right after
 * goes there), or to the question's comment box once it has rendered.
 */
export function focusAfterAnswer(formElement: HTMLFormElement | null, id: string, needsComment: boolean) {
  const groups = [...(formElement?.querySelectorAll<HTMLElement>("fieldset[data-question]") ?? [])];
  const at = groups.findIndex((g) => g.dataset.question === id);
  if (needsComment) requestAnimationFrame(() => groups[at]?.querySelector("textarea")?.focus());
  else (groups[at + 1] ?? formElement?.querySelector<HTMLElement>("button[type=submit]"))?.focus();
}
