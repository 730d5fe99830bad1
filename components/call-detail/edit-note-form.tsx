"use client";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { NOTE_MAX, type Note, noteProblem } from "@/lib/call-results/review";
import { editNote, refreshNotes } from "@/lib/dashboard-api/notes";

// A note's text in a box to change; what was typed stays if the server refuses it.
export function EditNoteForm({ note, onDone }: { note: Note; onDone: () => void }) {
  const queryClient = useQueryClient();
  const ids = { text: useId(), problem: useId() };
  const [text, setText] = useState(note.text);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(e: FormEvent) {
    e.preventDefault();
    const wrong = noteProblem(text.trim());
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      await editNote(note.callId, note.id, text.trim());
      await refreshNotes(queryClient, note.callId);
      onDone();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={save} className="mt-2 space-y-2" noValidate>
      <label htmlFor={ids.text} className="sr-only">
        Edit note
      </label>
      <textarea
        id={ids.text}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={NOTE_MAX * 2}
        aria-invalid={problem !== null}
        aria-describedby={problem ? ids.problem : undefined}
        className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm focus-ring"
      />
      {problem && (
        <p id={ids.problem} role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Save note
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
