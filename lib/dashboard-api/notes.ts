// A call's notes and reviews (/api/calls/{callId}/notes and /review, issue #30): one query
// for the call page, and the writes, each followed by reading the call's notes again.
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Note, Review } from "@/lib/reviews/review";
import { requestJson } from "./fetch";
import { PAGE_PATHS } from "./page-paths";
import { REVIEW_MARKS_KEY } from "./review-marks";
import { REVIEWED_CALLS_KEY } from "./reviews";

export interface CallNotes {
  notes: Note[];
  reviews: Review[];
  /** The tags a review may carry (DASHBOARD_REVIEW_TAGS). */
  tags: string[];
}

export const callNotesOptions = (callId: string) =>
  queryOptions({
    queryKey: ["call-notes", callId] as const,
    queryFn: ({ signal }) => requestJson<CallNotes>(PAGE_PATHS.notes(callId), { signal }),
    staleTime: 10_000,
  });

/** After any change: the call's notes and reviews, every page's review marks and the Reviews list are read again. */
export const refreshNotes = (queryClient: QueryClient, callId: string) =>
  Promise.all([callNotesOptions(callId).queryKey, [REVIEW_MARKS_KEY], [REVIEWED_CALLS_KEY]].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export const addNote = (callId: string, text: string, atSeconds: number | null) =>
  requestJson<{ note: Note }>(PAGE_PATHS.notes(callId), { method: "POST", body: atSeconds === null ? { text } : { text, atSeconds } }).then((r) => r.note);

export const editNote = (callId: string, noteId: string, text: string) =>
  requestJson<{ note: Note }>(PAGE_PATHS.note(callId, noteId), { method: "PATCH", body: { text } }).then((r) => r.note);

export const deleteNote = (callId: string, noteId: string) => requestJson<void>(PAGE_PATHS.note(callId, noteId), { method: "DELETE" });

export const putReview = (callId: string, score: number, tags: string[]) =>
  requestJson<{ review: Review }>(PAGE_PATHS.review(callId), { method: "PUT", body: { score, tags } }).then((r) => r.review);
