"use client";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { usePlayerState } from "@/components/audio-player/player-context";
import { Button } from "@/components/ui/button";
import { formatMoment, noteProblem } from "@/lib/call-results/review";
import { addNote, refreshNotes } from "@/lib/dashboard-api/notes";
import { NoteTextBox } from "./note-text-box";
import { useNoteSave } from "./use-note-save";

// Adds a note, optionally pinned to where this call's recording is playing. The text is
// checked as the server checks it, and stays in the box until the server has it.
export function AddNoteForm({ callId }: { callId: string }) {
  const queryClient = useQueryClient();
  const atId = useId();
  const [text, setText] = useState("");
  const [atNow, setAtNow] = useState(false);
  const { problem, busy, save } = useNoteSave();
  // Whole seconds, so the form re-renders once a second while this call plays, not per frame.
  const moment = usePlayerState((s) => (s.callId === callId && s.status === "ready" ? Math.floor(s.currentTime) : null));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const wrong = noteProblem(text.trim()) ?? (atNow && moment === null ? "Play the recording to pin the note to its current time." : null);
    await save(wrong, async () => {
      await addNote(callId, text.trim(), atNow ? moment : null);
      setText("");
      await refreshNotes(queryClient, callId);
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <NoteTextBox label="Note" text={text} onText={setText} problem={problem} />
      <div className="flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={atNow} onChange={(e) => setAtNow(e.target.checked)} aria-describedby={atId} />
          At current time
        </label>
        <span id={atId} className="text-sm text-slate-600">
          {moment === null ? "(play the recording first)" : `(${formatMoment(moment)})`}
        </span>
        <Button type="submit" disabled={busy}>
          Add note
        </Button>
      </div>
    </form>
  );
}
