"use client";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { Answer, Answers, FormDefinition } from "@/lib/quality/form";
import { scoreEvaluation } from "@/lib/quality/score";
import { digitAnswer, focusAfterAnswer } from "./evaluation-keys";
import { QuestionGroup } from "./question-group";

// The form named "Evaluation" on a call's page (issue #41): one group per question, by
// section; digits answer the focused question, Ctrl+Enter submits. The score shows as it is
// filled in; the server scores again on submit.
export function EvaluationForm({
  definition,
  answers,
  readOnly,
  busy,
  onChange,
  onSaveDraft,
  onSubmit,
  autoFocus,
}: {
  definition: FormDefinition;
  answers: Answers;
  readOnly: boolean;
  busy: boolean;
  /** Takes an update of the answers as they are then, so keys typed quickly all count. */
  onChange: (update: (answers: Answers) => Answers) => void;
  onSaveDraft: () => void;
  onSubmit: () => void;
  /** In the queue: the first unanswered question takes focus, so digits answer at once. */
  autoFocus: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!autoFocus || readOnly || focused.current) return;
    focused.current = true;
    const groups = [...(formRef.current?.querySelectorAll<HTMLElement>("fieldset[data-question]") ?? [])];
    (groups.find((g) => !answers[g.dataset.question ?? ""]) ?? groups[0])?.focus();
  }, [autoFocus, readOnly, answers]);
  const result = scoreEvaluation(definition, answers);
  const answer = (id: string, a: Answer) => onChange((now) => ({ ...now, [id]: a }));
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (readOnly || e.altKey || e.metaKey) return;
    if (e.key === "Enter" && e.ctrlKey) {
      e.preventDefault();
      onSubmit();
      return;
    }
    if (e.ctrlKey || e.shiftKey) return;
    const picked = digitAnswer(
      definition,
      e.target as HTMLElement,
      e.key,
      answers[(e.target as HTMLElement).closest<HTMLElement>("fieldset")?.dataset.question ?? ""],
    );
    if (!picked) return;
    // Handled here, so the page's own 1–5 (the quick review's score) does not take it too.
    e.preventDefault();
    answer(picked.id, picked.answer);
    focusAfterAnswer(formRef.current, picked.id, picked.needsComment);
  };
  return (
    <form
      ref={formRef}
      aria-label="Evaluation"
      className="space-y-3"
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {definition.sections.map((section) => (
        <section key={section.title} aria-label={section.title} className="space-y-2">
          <h3 className="font-semibold">{section.title}</h3>
          {section.questions.map((q) => (
            <QuestionGroup key={q.id} question={q} answer={answers[q.id]} readOnly={readOnly} onAnswer={(a) => answer(q.id, a)} />
          ))}
        </section>
      ))}
      <p role="status" className="text-sm">
        Score: {result.score === null ? "none yet" : `${result.score} %`}
        {result.criticalFailed && <strong className="ml-2 text-red-800">Critical failure</strong>}
        {result.unanswered.length > 0 && ` · ${result.unanswered.length} unanswered`}
      </p>
      {!readOnly && (
        <div className="flex gap-2">
          <Button type="button" variant="secondary" disabled={busy} onClick={onSaveDraft}>
            Save draft
          </Button>
          <Button type="submit" disabled={busy}>
            Submit evaluation
          </Button>
        </div>
      )}
    </form>
  );
}
