// The rules of a call's notes and reviews (issue #30), plain TypeScript so the call page
// checks a note as the server will.
import { textProblem } from "@/lib/text-input";

/** A note is plain text of at most this many characters (counted as a person counts them). */
export const NOTE_MAX = 2000;
/** Notes one call may hold: a review, not a chat log. */
export const NOTES_PER_CALL = 500;
/** A configured tag is at most this long (DASHBOARD_REVIEW_TAGS). */
export const TAG_MAX = 32;
/** The tags an admin has not configured (DASHBOARD_REVIEW_TAGS). */
export const DEFAULT_REVIEW_TAGS = ["coaching", "escalate", "compliance", "great call"] as const;

/** A note on a call: plain text, optionally pinned to a moment of the recording. */
export interface Note {
  id: string;
  callId: string;
  author: string;
  /** Seconds into the recording, or null for a note on the whole call. */
  atSeconds: number | null;
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** One reviewer's review of a call: a score and tags from the configured set. */
export interface Review {
  callId: string;
  reviewer: string;
  score: number;
  tags: string[];
  reviewedAt: string;
}

/** What the calls table shows per row: reviewed or not, the latest review's score (not the best: a call reviewed again after coaching shows where it stands now), the notes. */
export interface ReviewMark {
  reviews: number;
  latestScore: number | null;
  notes: number;
}

/** POST /api/reviews/marks's answer: per id sent, in its order, [reviews, latestScore, notes], or null for an unmarked call. */
export interface MarksAnswer {
  marks: Array<[reviews: number, latestScore: number | null, notes: number] | null>;
}

/** What is wrong with a note's text (already trimmed), or null. */
export function noteProblem(text: string): string | null {
  const length = Array.from(text).length;
  if (length === 0) return "Note must not be empty.";
  if (length > NOTE_MAX) return `Note is ${length} characters long; at most ${NOTE_MAX} are allowed.`;
  const wrong = textProblem(text, { multiline: true });
  return wrong ? `Note ${wrong}.` : null;
}

/** "0:42", "1:02:05": a moment of a recording, as a note's link names it. */
export function formatMoment(seconds: number): string {
  const s = Math.floor(seconds);
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(r)}` : `${m}:${pad(r)}`;
}
