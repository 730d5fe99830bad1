"use client";
import { useEffect, useRef, useState } from "react";
import { SearchReadout } from "@/components/call-search/search-readout";
import { ID_SEARCH_FORM } from "@/components/ui/kept-params";
import type { ID_FILTERS } from "@/lib/call-results/constants";
import { phoneProblem } from "@/lib/call-results/index-filters";
import type { ListQuery } from "@/lib/call-results/list-query";
import { isTyping } from "@/lib/client/is-typing";
import { FILTER_LABELS } from "@/lib/labels";
import { SEARCH_KEY } from "@/lib/shortcut-keys";

type IdField = (typeof ID_FILTERS)[number];
type SearchField = IdField | "phone" | "agentName";
// The order people look for a call by: the call itself first.
const ID_FIELDS: readonly IdField[] = ["callId", "callTaskId", "endUserId", "agentId"];
// With the call index on, the box also finds a phone number or an agent's name (issue #37).
const INDEX_FIELDS = ["phone", "agentName"] as const;
const DEBOUNCE_MS = 600;
// Telling a number from a name loads when the box is focused or typed in, not with the page.
const loadRecognition = () => import("@/lib/call-results/search-text");
const preload = () => void loadRecognition().catch(() => undefined);

// One search: which field (a select) and its value (a search box named after that field).
// Applied on Enter or once typing pauses, trimmed; empty removes it. Each value set stays a
// chip; the box shows the chosen field's value. With the index on, text typed for an id that
// is not an id's shape is taken for what it is: a number (`415-555-4567`) searches the phone
// numbers, a word (`clai`) the agents' names, and the box says so (SearchReadout). A GET form
// (`by`, `q` and the view's other parameters; the calls page turns them into `agentId=…`), so it
// works before the scripts run and without them; choices made before hydration are kept
// (components/layout/early-choices.tsx).
export function IdSearch({ query, onChange, indexOn }: { query: ListQuery; onChange: (patch: Partial<ListQuery>) => void; indexOn: boolean }) {
  const fields: readonly SearchField[] = indexOn ? [...ID_FIELDS, ...INDEX_FIELDS] : ID_FIELDS;
  const [field, setField] = useState<SearchField>(() => fields.find((f) => query[f] !== undefined) ?? "callId");
  const value = query[field];
  const [text, setText] = useState(value ?? "");
  const [problem, setProblem] = useState<string | null>(null);
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

  async function apply(raw: string, chosen: SearchField = field) {
    clearTimeout(timer.current);
    const next = raw.trim() || undefined;
    const recognise = next !== undefined && indexOn && (ID_FIELDS as readonly string[]).includes(chosen);
    const kind = recognise ? (await loadRecognition()).recogniseSearch(next) : undefined;
    const to: SearchField = kind === "phone" || kind === "agentName" ? kind : chosen;
    // A number too short to search is said, not sent: it would match most calls.
    const bad = to === "phone" && next !== undefined ? phoneProblem(next) : null;
    setProblem(bad && `${FILTER_LABELS.phone} ${bad}.`);
    if (bad) return;
    if (to !== chosen) {
      setField(to);
      onChange({ [to]: next, [chosen]: undefined });
    } else if (next !== query[to]) onChange({ [to]: next });
  }

  function choose(next: SearchField) {
    clearTimeout(timer.current);
    setField(next);
    // Text typed for the other field and not applied yet is meant for this one.
    if (text.trim() && text.trim() !== value) void apply(text, next);
    else setText(query[next] ?? "");
  }

  return (
    <form id={ID_SEARCH_FORM} method="get" action="/" role="search" aria-label="Search by id" className="id-search" onSubmit={(e) => e.preventDefault()}>
      <select name="by" aria-label="Search by" value={field} onChange={(e) => choose(e.target.value as SearchField)} className="field id-search-field">
        {fields.map((f) => (
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
        placeholder={indexOn ? "ID, number or agent…" : "Search…"}
        onFocus={indexOn ? preload : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          const raw = e.target.value;
          setText(raw);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void apply(raw), DEBOUNCE_MS);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") void apply(text);
        }}
        className="field id-search-box"
      />
      {indexOn && <SearchReadout phone={query.phone} agentName={query.agentName} problem={problem} />}
    </form>
  );
}
