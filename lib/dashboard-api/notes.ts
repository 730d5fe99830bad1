// A call's notes (/api/calls/{callId}/notes, issue #30): the list's query and the
// mutations; the call page is to invalidate callNotesOptions(callId) after each.
import { queryOptions } from "@tanstack/react-query";
import type { Note } from "@/lib/call-results/review";
import { requestJson } from "./fetch";
import { DASHBOARD_PATHS } from "./paths";

export interface CallNotes {
  notes: Note[];
}

export const callNotesOptions = (callId: string) =>
  queryOptions({
    queryKey: ["call-notes", callId] as const,
    queryFn: ({ signal }) => requestJson<CallNotes>(DASHBOARD_PATHS.notes(callId), { signal }),
    staleTime: 10_000,
  });

/** Adds a note; `atSeconds` null pins it to no moment (the field is then left out). */
export const addNote = (callId: string, text: string, atSeconds: number | null) =>
  requestJson<{ note: Note }>(DASHBOARD_PATHS.notes(callId), { method: "POST", body: atSeconds === null ? { text } : { text, atSeconds } }).then((r) => r.note);

export const editNote = (callId: string, noteId: string, text: string) =>
  requestJson<{ note: Note }>(DASHBOARD_PATHS.note(callId, noteId), { method: "PATCH", body: { text } }).then((r) => r.note);

export const deleteNote = (callId: string, noteId: string) => requestJson<void>(DASHBOARD_PATHS.note(callId, noteId), { method: "DELETE" });
