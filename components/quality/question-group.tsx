"use client";
import { type Answer, type AnswerValue, isNegative, optionsOf, type Question } from "@/lib/quality/form";

// One question of the Evaluation form: a group named by its text, focusable as a whole so
// that a digit answers it (1 picks the first option), with its options as radio buttons
// for the mouse and assistive technology, and a comment box when a negative answer needs one.
export function QuestionGroup({
  question,
  answer,
  readOnly,
  onAnswer,
}: {
  question: Question;
  answer: Answer | undefined;
  readOnly: boolean;
  onAnswer: (answer: Answer) => void;
}) {
  const negative = answer !== undefined && isNegative(question, answer.value);
  const needsComment = negative && question.commentOnNegative;
  const options = optionsOf(question);
  const choose = (value: AnswerValue) => onAnswer({ ...answer, value });
  return (
    <fieldset
      data-question={question.id}
      tabIndex={readOnly ? undefined : 0}
      className="rounded-md border border-slate-300 p-3 focus:outline-2 focus:outline-blue-600"
    >
      <legend className="px-1 font-medium">
        {question.text}
        {question.critical && <span className="ml-2 text-xs font-semibold text-red-800">Critical</span>}
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option, i) => (
          <label key={String(option.value)} className="inline-flex items-center gap-1.5">
            <input type="radio" name={`q-${question.id}`} disabled={readOnly} checked={answer?.value === option.value} onChange={() => choose(option.value)} />
            <span>
              {option.label}
              <kbd className="ml-1 text-xs text-slate-600" aria-hidden="true">
                {i + 1}
              </kbd>
            </span>
          </label>
        ))}
      </div>
      {(needsComment || answer?.comment) && (
        <label className="mt-2 block text-sm">
          Comment{needsComment ? " (required for this answer)" : ""}
          <textarea
            className="field mt-1 block w-full"
            rows={2}
            maxLength={1000}
            readOnly={readOnly}
            value={answer?.comment ?? ""}
            aria-invalid={needsComment && !answer?.comment?.trim() ? true : undefined}
            onChange={(e) => answer && onAnswer({ ...answer, comment: e.target.value })}
          />
        </label>
      )}
    </fieldset>
  );
}
