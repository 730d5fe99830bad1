// What the header's search box (components/task-recording/find-by-task-form.tsx, a GET form
// to /tasks?id=) was given, and so where it goes (issue #38: people type call ids, phone
// numbers and agents' names there, not only call task ids). The page decides the rest: an
// id is a call's when the service knows it, else a call task's; a number or a name is the
// calls view's search, which needs the call index. Plain TypeScript, tested on its own.
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { PHONE_TEXT, phoneProblem } from "@/lib/call-results/index-filters";

export interface HeaderSearch {
  /** Trimmed: spaces around it are the paste's. */
  text: string;
  /** What it reads as, besides an id: a phone number, a name, an id alone, or none of them. */
  kind: "empty" | "id" | "phone" | "name" | "invalid";
  /** Whether it has an id's shape too: the page tries it as a call's id first. */
  id: boolean;
  /** For a phone number too short or too long to search: what is wrong, as a sentence. */
  problem?: string;
}

// A person's name as typed: letters of any script, spaces, and the apostrophes, dots and hyphens of names.
const NAME = /^\p{L}[\p{L}\p{M}\s'’.-]{0,63}$/u;

export function readHeaderSearch(raw: string | string[] | undefined): HeaderSearch {
  const text = (typeof raw === "string" ? raw : "").trim();
  const id = PATH_ID_PATTERN.test(text);
  if (text === "") return { text, kind: "empty", id };
  // Digits with a number's punctuation are a number, even where an id's rules let them pass (`4155554567`).
  if (PHONE_TEXT.test(text) && /\d/.test(text)) {
    const problem = phoneProblem(text);
    return { text, kind: "phone", id, ...(problem && { problem: `As a phone number, it ${problem}.` }) };
  }
  if (NAME.test(text)) return { text, kind: "name", id };
  return { text, kind: id ? "id" : "invalid", id };
}
