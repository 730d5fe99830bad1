"use client";
import { useId, useState } from "react";
import { REVIEW_SHORTCUTS } from "@/components/call-detail/review-shortcuts";
import { ROW_SHORTCUTS } from "@/components/calls-table/row-shortcuts";
import { SEARCH_SHORTCUTS } from "@/components/filters/search-shortcuts";
import { Icon } from "@/components/ui/icon";

export const SHORTCUTS: Array<[string, string]> = [
  ["Space", "Play or pause (when focus is not on a button or field)"],
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
];

// In the dark player the list opens above its button; by the calls table, on the light
// page, below it, so the row keys can be found before anything plays.
const PLACES = {
  player: {
    button: "inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-400",
    list: "bottom-full mb-2",
  },
  page: {
    button: "inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-50 focus-ring",
    list: "top-full mt-2 border border-slate-300",
  },
} as const;

export function ShortcutsHelp({ place = "player" }: { place?: keyof typeof PLACES }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="relative" onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts"
        onClick={() => setOpen((o) => !o)}
        className={PLACES[place].button}
      >
        <Icon name="keyboard" />
      </button>
      {open && (
        <div
          id={id}
          className={`absolute right-0 z-40 w-96 max-w-[calc(100vw-1.5rem)] rounded-md bg-white p-3 text-sm text-slate-900 shadow-lg ${PLACES[place].list}`}
        >
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
        </div>
      )}
    </div>
  );
}
