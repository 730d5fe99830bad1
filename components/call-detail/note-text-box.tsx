"use client";
import { type KeyboardEvent, type RefObject, useId } from "react";
import { FormError } from "@/components/ui/form-error";
import { NOTE_MAX } from "@/lib/reviews/review";

interface NoteTextBoxProps {
  label: string;
  /** Visible label (adding) or one for screen readers only (editing in place). */
  hideLabel?: boolean;
  text: string;
  onText: (text: string) => void;
  /** A problem found before sending, or the server's refusal (shown with its reference). */
  problem: unknown;
  boxRef?: RefObject<HTMLTextAreaElement | null>;
}

// Ctrl+Enter (or Cmd+Enter) sends the note, as its form's button does; Enter stays a new line.
// Esc leaves the box for the call page's keys, at its form, so Tab goes on from there.
function onBoxKey(e: KeyboardEvent<HTMLTextAreaElement>) {
  if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    e.currentTarget.form?.requestSubmit();
  } else if (e.key === "Escape") {
    e.currentTarget.blur();
  }
}

// A note's text box with its label and its problem, shared by adding and editing. The
// browser's cap is twice NOTE_MAX so an over-long paste stays visible and noteProblem says why.
export function NoteTextBox({ label, hideLabel = false, text, onText, problem, boxRef }: NoteTextBoxProps) {
  const ids = { text: useId(), problem: useId() };
  return (
    <>
      <label htmlFor={ids.text} className={hideLabel ? "sr-only" : "block text-sm font-medium"}>
        {label}
      </label>
      <textarea
        ref={boxRef}
        id={ids.text}
        onKeyDown={onBoxKey}
        value={text}
        onChange={(e) => onText(e.target.value)}
        rows={3}
        maxLength={NOTE_MAX * 2}
        aria-invalid={problem != null}
        aria-describedby={problem != null ? ids.problem : undefined}
        className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm focus-ring"
      />
      <FormError error={problem} id={ids.problem} />
    </>
  );
}
