"use client";
import { listQueryToSearchParams } from "@/lib/call-results/list-query";
import { appendViewSettings } from "@/lib/call-results/view-settings";
import { useListQueryState } from "@/lib/client/use-list-query-state";

// The calls view's parameters as hidden fields of one of its GET forms (the id search, the
// pager), so that the form sent before the scripts run, or without them, keeps the rest of
// the view: its filters, sort, zone and settings. `omit` names what the form sets itself.
export function KeptParams({ omit }: { omit: readonly string[] }) {
  const { query, view } = useListQueryState();
  const params = [...appendViewSettings(listQueryToSearchParams(query), view)].filter(([name]) => !omit.includes(name));
  return params.map(([name, value], i) => <input key={`${name}-${i}`} type="hidden" name={name} value={value} />);
}
