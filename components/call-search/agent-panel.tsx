"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Field } from "@/components/ui/field";
import type { ListQuery } from "@/lib/call-results/list-query";
import { useTimeZone } from "@/lib/client/time-zone";
import { useSyncedState } from "@/lib/client/use-synced-state";
import { indexAgentsOptions } from "@/lib/dashboard-api/index-agents";
import { ALL_FILTER_LABELS as FILTER_LABELS } from "@/lib/labels-more";

const count = new Intl.NumberFormat("en-US");

// The Agent popover's content (agent-filter.tsx), loaded when it first opens: a box that
// finds an agent by part of the name, and the view's agents as checkboxes, most calls first,
// each with its calls under the view's other filters. A choice applies at once.
export function AgentPanel({ query, onChange }: { query: ListQuery; onChange: (patch: Partial<ListQuery>) => void }) {
  const { zone } = useTimeZone();
  const [search, setSearch] = useState("");
  // Asked once typing pauses, not at every key: each answer is a grouped query, and the user's rate limit counts it.
  const [asked, setAsked] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, isError, isPending } = useQuery({ ...indexAgentsOptions(query, zone, asked), placeholderData: keepPreviousData });
  // Held here as well as in the URL, so a second click before the view has moved keeps the first.
  const [local, setLocal] = useSyncedState(query.agent);
  const [none, setNone] = useSyncedState(query.agentNone === "yes");
  const chosen = new Set(local ?? []);
  function toggle(name: string) {
    const next = new Set(chosen);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    const list = next.size > 0 ? [...next] : undefined;
    setLocal(list);
    onChange({ agent: list });
  }
  function toggleNone() {
    setNone(!none);
    onChange({ agentNone: none ? undefined : "yes" });
  }
  return (
    <div className="flex w-[20rem] max-w-full flex-col gap-2">
      <Field label="Find an agent">
        {(id) => <input id={id} type="search" autoComplete="off" maxLength={64} value={search} onChange={(e) => setSearch(e.target.value)} className="field" />}
      </Field>
      <fieldset className="min-w-0">
        <legend className="field-label mb-1">{FILTER_LABELS.agent}</legend>
        {isPending ? (
          <p className="text-sm">Loading agents…</p>
        ) : isError ? (
          <p role="alert" className="text-sm text-red-800">
            The agents could not be loaded.
          </p>
        ) : (
          <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
            {/* The calls whose agent has no name: no name to find, so listed while none is typed, or chosen. */}
            {(none || (!asked && data.none > 0)) && (
              <AgentOption name={FILTER_LABELS.agentNone} calls={data.none} checked={none} onToggle={toggleNone} italic />
            )}
            {data.agents.map(({ name, calls }) => (
              <AgentOption key={name} name={name} calls={calls} checked={chosen.has(name)} onToggle={() => toggle(name)} />
            ))}
            {data.agents.length === 0 && <li className="text-sm">No agent matches.</li>}
          </ul>
        )}
        {data && data.more > 0 && <p className="mt-1 text-sm">{count.format(data.more)} more: type part of a name to find them.</p>}
      </fieldset>
    </div>
  );
}

function AgentOption({ name, calls, checked, onToggle, italic }: { name: string; calls: number; checked: boolean; onToggle: () => void; italic?: boolean }) {
  return (
    <li>
      <label className="menu-option">
        {/* One name, "Renewals, 1,165 calls": the label's parts, as flex items, would be read apart. */}
        <input type="checkbox" aria-label={`${name}, ${count.format(calls)} calls`} checked={checked} onChange={onToggle} className="size-4 accent-sky-700" />
        <span className={`min-w-0 flex-1 truncate${italic ? " italic" : ""}`}>{name}</span>
        <span className="tabular-nums">{count.format(calls)}</span>
      </label>
    </li>
  );
}
