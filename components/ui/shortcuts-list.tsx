"use client";
import { SEARCH_KEY } from "@/lib/shortcut-keys";

const SHORTCUTS: Array<[string, string]> = [
  ["Space", "Play or pause (when focus is not on a button or field; on a call's page, its call)"],
  ["← / →", "Back or forward 10 seconds"],
  ["[ / ]", "Slower or faster"],
  ["Shift+P / Shift+N", "Previous or next call with a recording, in the calls list's order"],
];

// The calls view's key that focuses the id search.
const SEARCH_SHORTCUTS: Array<[string, string]> = [[SEARCH_KEY, "Focus the id search (when focus is not in a field)"]];

// The calls table's row keys (components/calls-table/use-row-keyboard.ts).
const ROW_SHORTCUTS: Array<[string, string]> = [
  ["↑ / ↓, k / j", "Previous or next row"],
  ["Home / End", "First or last row of the page"],
  ["Enter", "Open the row's call details"],
  ["p", "Play or pause the row's recording"],
  ["o", "Open the row's console link in a new tab"],
];

// A call's page (components/call-detail/use-review-keys.ts, use-note-key.ts; the letters in lib/shortcut-keys.ts).
const REVIEW_SHORTCUTS: Array<[string, string]> = [
  ["1 – 5", "Choose the score"],
  ["N", "Write a note at the recording's current time"],
  ["Ctrl+Enter", "Add the note (in the note's box)"],
  ["Esc", "Leave the note's box, for the keys here"],
  ["T", "Go to the tags (Space ticks one, Tab the next)"],
  ["R", "Mark the call reviewed with the score chosen"],
  ["Shift+R", "Mark it reviewed and open the next call"],
];

// The Evaluation form's keys and the queue's (components/quality/evaluation-keys.ts).
const EVALUATION_SHORTCUTS: Array<[string, string]> = [
  ["1 – 9", "Answer the focused question (1 is its first option), then go to the next"],
  ["Ctrl+Enter", "Submit the evaluation (in the queue: and open the next call)"],
  ["J / K", "In the queue: the next or previous call"],
];

// Every key the pages answer to, in one list: each feature's handler reads its letter from
// lib/shortcut-keys.ts, so no feature folder is imported here.
// The player's keys work anywhere outside a text field; the rows' only while focus is in
// the calls table; the review key only on a call's page. No key is in two lists.
const GROUPS: Array<[string, Array<[string, string]>]> = [
  ["Player", SHORTCUTS],
  ["The calls view", SEARCH_SHORTCUTS],
  ["Rows of the calls table", ROW_SHORTCUTS],
  ["A call's page", REVIEW_SHORTCUTS],
  ["The scorecard and the queue", EVALUATION_SHORTCUTS],
];

// The list that shortcuts-help.tsx opens, loaded when it first opens (or is about to).
export function ShortcutsList() {
  return (
    <>
      <p className="mb-2 font-semibold">Keyboard shortcuts</p>
      {GROUPS.map(([title, keys]) => (
        <div key={title} className="mt-2 first-of-type:mt-0">
          <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">{title}</p>
          <dl aria-label={title} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {keys.map(([key, what]) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs whitespace-nowrap">{key}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  );
}
