"use client";
import { type FormEvent, useId, useRef, useState } from "react";
import { usePlayerState } from "@/components/audio-player/player-context";
import { Button } from "@/components/ui/button";
import { addNote } from "@/lib/dashboard-api/notes";
import { formatMoment, noteProblem } from "@/lib/reviews/review";
import { justAdded } from "./note-item";
import { NoteTextBox } from "./note-text-box";
import { useNoteKey } from "./use-note-key";
import { useNoteSave } from "./use-note-save";

// Adds a note, optionally pinned to where this call's recording is playing ("At current
// time", kept in this browser from one call to the next). The text is checked as the server
// checks it, and stays in the box until the server has it. After adding, focus stays in the
// box for the next note (Esc leaves it for the page's keys).
export function AddNoteForm({ callId }: { callId: string }) {
  const atId = useId();
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const { atNow, setAtNow } = useNoteKey(box);
  // Whole seconds, so the form re-renders once a second while this call plays, not per frame.
  const moment = usePlayerState((s) => (s.callId === callId && s.status !== "idle" && s.status !== "error" ? Math.floor(s.currentTime) : null));
  const at = atNow ? moment : null;
  const { problem, busy, save } = useNoteSave(
    callId,
    async (typed) => {
      const note = await addNote(callId, typed, at);
      justAdded.id = note.id;
      return note;
    },
    () => setText(""),
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    const wrong = noteProblem(text.trim()) ?? (atNow && moment === null ? "Play the recording to pin the note to its current time." : null);
    save(wrong, text.trim());
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <NoteTextBox label="Note" text={text} onText={setText} problem={problem} boxRef={box} />
      <div className="flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={atNow} onChange={(e) => setAtNow(e.target.checked)} aria-describedby={atId} />
          At current time
        </label>
        <span id={atId} className="text-sm text-slate-600">
          {moment === null ? "(play the recording first)" : `(${formatMoment(moment)})`}
        </span>
        {/* Not disabled while saving: a disabled button drops its focus to the page's body. */}
        <Button type="submit" aria-disabled={busy} aria-keyshortcuts="Control+Enter">
          Add note
        </Button>
      </div>
    </form>
  );
}
