"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { RelativeTime } from "@/components/ui/relative-time";
import { deleteNote, refreshNotes } from "@/lib/dashboard-api/notes";
import type { Note } from "@/lib/reviews/review";
import { EditNoteForm } from "./edit-note-form";
import { MomentLink } from "./moment-link";

/**
 * The note the add form has just sent: once it shows, it scrolls into view, above the docked
 * player (whose height is the page's scroll padding); the focus stays in the form's box.
 */
export const justAdded: { id: string | null } = { id: null };

// One note: its moment, author and time, and its text as text (never as HTML). Its author
// may edit it; its author or an admin may delete it.
export function NoteItem({ note, canEdit, canDelete }: { note: Note; canEdit: boolean; canDelete: boolean }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (justAdded.id !== note.id) return;
    justAdded.id = null;
    item.current?.scrollIntoView({ block: "nearest" });
  }, [note.id]);
  const remove = useMutation({ mutationFn: () => deleteNote(note.callId, note.id), onSuccess: () => refreshNotes(queryClient, note.callId) });
  return (
    <li ref={item} className="rounded-md border border-slate-200 p-3">
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
        {note.atSeconds !== null && <MomentLink callId={note.callId} seconds={note.atSeconds} />}
        <span className="font-medium">{note.author}</span>
        <RelativeTime iso={note.createdAt} />
        {note.updatedAt !== note.createdAt && <span>(edited)</span>}
      </p>
      {editing ? <EditNoteForm note={note} onDone={() => setEditing(false)} /> : <p className="mt-1 text-sm break-words whitespace-pre-wrap">{note.text}</p>}
      <FormError error={remove.error} className="mt-1 text-sm text-red-800" />
      {!editing && (canEdit || canDelete) && (
        <div className="mt-2 flex gap-2">
          {canEdit && (
            <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit note by ${note.author}`}>
              Edit
            </Button>
          )}
          {canDelete && (
            <Button variant="secondary" onClick={() => remove.mutate()} aria-label={`Delete note by ${note.author}`}>
              Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
