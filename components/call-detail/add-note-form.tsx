"use client";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { usePlayerState } from "@/components/audio-player/player-context";
import { Button } from "@/components/ui/button";
import { formatMoment, NOTE_MAX, noteProblem } from "@/lib/call-results/review";
import { addNote, refreshNotes } from "@/lib/dashboard-api/notes";

// Adds a note, optionally pinned to where this call's recording is playing. The text is
// checked as the server checks it, and stays in the box until the server has it.
export function AddNoteForm({ callId }: { callId: string }) {
  const queryClient = useQueryClient();
  const ids = { note: useId(), at: useId(), problem: useId() };
  const [text, setText] = useState("");
  const [atNow, setAtNow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Whole seconds, so the form re-renders once a second while this call plays, not per frame.
  const moment = usePlayerState((s) => (s.callId === callId && s.status === "ready" ? Math.floor(s.currentTime) : null));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const wrong = noteProblem(text.trim()) ?? (atNow && moment === null ? "Play the recording to pin the note to its current time." : null);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      await addNote(callId, text.trim(), atNow ? moment : null);
      setText("");
      await refreshNotes(queryClient, callId);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={ids.note} className="block text-sm font-medium">
        Note
      </label>
      <textarea
        id={ids.note}
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
      <div className="flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={atNow} onChange={(e) => setAtNow(e.target.checked)} aria-describedby={ids.at} />
          At current time
        </label>
        <span id={ids.at} className="text-sm text-slate-600">
          {moment === null ? "(play the recording first)" : `(${formatMoment(moment)})`}
        </span>
        <Button type="submit" disabled={busy}>
          Add note
        </Button>
      </div>
    </form>
  );
}
