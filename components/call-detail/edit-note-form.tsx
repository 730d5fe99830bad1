"use client";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { editNote } from "@/lib/dashboard-api/notes";
import { type Note, noteProblem } from "@/lib/reviews/review";
import { NoteTextBox } from "./note-text-box";
import { useNoteSave } from "./use-note-save";

// A note's text in a box to change; what was typed stays if the server refuses it.
export function EditNoteForm({ note, onDone }: { note: Note; onDone: () => void }) {
  const [text, setText] = useState(note.text);
  const { problem, busy, save } = useNoteSave(note.callId, (typed) => editNote(note.callId, note.id, typed), onDone);
  function submit(e: FormEvent) {
    e.preventDefault();
    save(noteProblem(text.trim()), text.trim());
  }
  return (
    <form onSubmit={submit} className="mt-2 space-y-2" noValidate>
      <NoteTextBox label="Edit note" hideLabel text={text} onText={setText} problem={problem} />
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
