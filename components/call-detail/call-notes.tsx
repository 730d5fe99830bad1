"use client";
import { useQuery } from "@tanstack/react-query";
import { ErrorReference } from "@/components/ui/error-reference";
import { Notice } from "@/components/ui/notice";
import { useCan } from "@/lib/client/role";
import { callNotesOptions } from "@/lib/dashboard-api/notes";
import { AddNoteForm } from "./add-note-form";
import { NoteItem } from "./note-item";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";

// A call's notes and reviews (issue #30). Everyone who may see the call reads them; a
// listener and above writes (the server decides; the controls show what it will allow).
// The heading names the call they are written to. `next` opens the next call (Shift+R).
export function CallNotes({ callId, userName, next }: { callId: string; userName: string; next: (() => void) | undefined }) {
  const { data, error, isPending } = useQuery(callNotesOptions(callId));
  const canWrite = useCan("listener");
  const isAdmin = useCan("admin");
  return (
    <section aria-labelledby="notes-heading" className="space-y-4 panel p-4">
      <h2 id="notes-heading" className="text-lg font-semibold">
        Review and notes <span className="font-mono text-base font-normal">for {callId}</span>
      </h2>
      {error && (
        <Notice tone="error" title="Notes could not be loaded">
          {error.message}
          <ErrorReference error={error} />
        </Notice>
      )}
      {isPending && <p className="text-sm text-slate-600">Loading notes…</p>}
      {data && (
        <>
          {canWrite && <ReviewForm callId={callId} tags={data.tags} own={data.reviews.find((r) => r.reviewer === userName)} next={next} />}
          <ReviewList reviews={data.reviews} />
          {canWrite && <AddNoteForm callId={callId} />}
          <ul aria-label="Notes" className="space-y-3">
            {data.notes.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                canEdit={canWrite && note.author === userName}
                canDelete={canWrite && (note.author === userName || isAdmin)}
              />
            ))}
          </ul>
          {data.notes.length === 0 && <p className="text-sm text-slate-600">No notes yet.</p>}
        </>
      )}
    </section>
  );
}
