"use client";
import { Button } from "@/components/ui/button";
import { Popover } from "@/components/ui/popover";
import { FILTER_LABELS } from "@/lib/labels";
import { FilterLabel } from "./filter-label";

// Part of an agent's name (the index's agentName filter), typed into a popover and applied on
// Enter or Apply; an empty box removes the filter. The Insights page's filter bar uses it.
export function AgentNameFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  return (
    <Popover
      label={<FilterLabel name={FILTER_LABELS.agentName} count={value ? 1 : 0} said={value ?? ""} />}
      title={FILTER_LABELS.agentName}
      buttonClassName="px-2"
    >
      {(close) => (
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const typed = String(new FormData(e.currentTarget).get("agentName") ?? "").trim();
            onChange(typed || undefined);
            close();
          }}
        >
          <label className="flex flex-col gap-1">
            <span className="field-label">{FILTER_LABELS.agentName} contains</span>
            <input name="agentName" type="search" defaultValue={value ?? ""} maxLength={64} autoComplete="off" className="field" />
          </label>
          <Button type="submit">Apply</Button>
        </form>
      )}
    </Popover>
  );
}
