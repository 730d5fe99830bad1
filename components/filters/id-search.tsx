"use client";
import { useEffect, useRef, useState } from "react";
import { ID_SEARCH_FORM } from "@/components/calls/kept-params";
import type { ID_FILTERS } from "@/lib/call-results/constants";
import type { ListQuery } from "@/lib/call-results/list-query";
import { isTyping } from "@/lib/client/is-typing";
import { FILTER_LABELS } from "@/lib/labels";
import { SEARCH_KEY } from "./search-shortcuts";

type IdField = (typeof ID_FILTERS)[number];
// The order people look for a call by: the call itself first.
const SEARCH_FIELDS: readonly IdField[] = ["callId", "callTaskId", "endUserId", "agentId"];
const DEBOUNCE_MS = 600;

// One id search: which id (a select) and its value (a search box named after that id).
// Applied on Enter or once typing pauses, trimmed; empty removes it. Each id set stays a
// chip; the box shows the chosen id's value. A GET form (`by`, `q` and the view's other
// parameters; the calls page turns them into `agentId=…`), so it works before the scripts
// run and without them; choices made before hydration are kept (components/layout/early-choices.tsx).
export function IdSearch({ query, onChange }: { query: ListQuery; onChange: (patch: Partial<ListQuery>) => void }) {
  const [field, setField] = useState<IdField>(() => SEARCH_FIELDS.find((f) => query[f] !== undefined) ?? "callId");
  const value = query[field];
  const [text, setText] = useState(value ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL when it changes from outside (back/forward, a chip removed).
  useEffect(() => setText(value ?? ""), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // "/" focuses the search from anywhere but a text field, as in logs explorers and trackers.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== SEARCH_KEY || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isTyping(e.target)) return;
      e.preventDefault();
      box.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  function apply(raw: string, to: IdField = field) {
    clearTimeout(timer.current);
    const next = raw.trim() || undefined;
    if (next !== query[to]) onChange({ [to]: next });
  }

  function choose(next: IdField) {
    clearTimeout(timer.current);
    setField(next);
    // Text typed for the other id and not applied yet is meant for this one.
    if (text.trim() && text.trim() !== value) apply(text, next);
    else setText(query[next] ?? "");
  }

  return (
    <form id={ID_SEARCH_FORM} method="get" action="/" role="search" aria-label="Search by id" className="id-search" onSubmit={(e) => e.preventDefault()}>
      <select name="by" aria-label="Search by" value={field} onChange={(e) => choose(e.target.value as IdField)} className="field id-search-field">
        {SEARCH_FIELDS.map((f) => (
          <option key={f} value={f}>
            {FILTER_LABELS[f]}
          </option>
        ))}
      </select>
      <input
        ref={box}
        type="search"
        name="q"
        aria-label={FILTER_LABELS[field]}
        placeholder="Search…"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          const raw = e.target.value;
          setText(raw);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(raw), DEBOUNCE_MS);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") apply(text);
        }}
        className="field id-search-box"
      />
    </form>
  );
}
