"use client";
import { REVIEW_SHORTCUTS } from "@/components/call-detail/review-shortcuts";
import { ROW_SHORTCUTS } from "@/components/calls-table/row-shortcuts";
import { SEARCH_SHORTCUTS } from "@/components/filters/search-shortcuts";
import { EVALUATION_SHORTCUTS } from "@/components/quality/evaluation-keys";

const SHORTCUTS: Array<[string, string]> = [
  ["Space", "Play or pause (when focus is not on a button or field; on a call's page, its call)"],
  ["← / →", "Back or forward 10 seconds"],
  ["[ / ]", "Slower or faster"],
  ["Shift+P / Shift+N", "Previous or next call with a recording, in the calls list's order"],
];

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
