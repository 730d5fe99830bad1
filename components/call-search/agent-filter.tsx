"use client";
import dynamic from "next/dynamic";
import { Popover } from "@/components/ui/popover";
import type { ListQuery } from "@/lib/call-results/list-query";
import { ALL_FILTER_LABELS as FILTER_LABELS } from "@/lib/labels-more";
import { FilterLabel } from "./filter-label";

const loadPanel = () => import("./search-popovers");
const AgentPanel = dynamic(() => loadPanel().then((m) => m.AgentPanel), {
  loading: () => <p className="popover-loading w-[20rem]">Loading…</p>,
});
const preload = () => void loadPanel().catch(() => undefined);

// The view's agents by name, each with its calls, as checkboxes (issue #37). A call index
// filter: choosing any makes the index serve the view.
export function AgentFilter({ query, onChange }: { query: ListQuery; onChange: (patch: Partial<ListQuery>) => void }) {
  // "No agent name" (agentNone=yes) is a choice beside the names.
  const chosen = [...(query.agentNone === "yes" ? [FILTER_LABELS.agentNone] : []), ...(query.agent ?? [])];
  return (
    <Popover
      label={<FilterLabel name={FILTER_LABELS.agent} count={chosen.length} said={chosen.join(", ")} />}
      title={FILTER_LABELS.agent}
      preload={preload}
      buttonClassName="px-1.5"
    >
      {() => <AgentPanel query={query} onChange={onChange} />}
    </Popover>
  );
}
