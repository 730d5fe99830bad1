"use client";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useTimeZone } from "@/lib/client/time-zone";
import type { AgentRow, InsightsData } from "@/lib/dashboard-api/insights";
import { FIGURES, formatChange, formatFigure } from "@/lib/insights/figures";
import { callsHref } from "@/lib/insights/links";
import { agentsCsv, downloadCsv } from "./agents-csv";

const SHOWN = FIGURES.filter((f) =>
  ["calls", "connected", "noAnswer", "average", "talk", "short", "reviewed", "score", "evaluationScore", "critical"].includes(f.key),
);
const CALLS = FIGURES[0]!;
const CONNECTED = FIGURES[1]!;
type SortKey = "agent" | string;

function sortValue(row: AgentRow, key: SortKey): string | number {
  if (key === "agent") return (row.agentName ?? row.agentId).toLowerCase();
  if (key === "change") return row.previous ? row.current.calls - row.previous.calls : Number.NEGATIVE_INFINITY;
  return FIGURES.find((f) => f.key === key)?.value(row.current) ?? Number.NEGATIVE_INFINITY;
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: { key: SortKey; desc: boolean };
  onSort: (k: SortKey) => void;
}) {
  const active = sort.key === sortKey;
  return (
    <th scope="col" aria-sort={active ? (sort.desc ? "descending" : "ascending") : "none"} className="px-2 text-left">
      <button type="button" onClick={() => onSort(sortKey)} className="focus-ring font-medium">
        {label}
        <span aria-hidden="true">{active ? (sort.desc ? " ▼" : " ▲") : ""}</span>
      </button>
    </th>
  );
}

// Each agent's figures, sortable by any column, with the change in calls and connected rate
// against the comparison period. An agent's name opens the calls view for that agent and
// range; the whole table downloads as CSV.
export function AgentsTable({ data, search }: { data: InsightsData; search: string }) {
  const { zone } = useTimeZone();
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: "calls", desc: true });
  const onSort = (key: SortKey) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== "agent" }));
  const rows = [...data.agents].sort((a, b) => {
    const [x, y] = [sortValue(a, sort.key), sortValue(b, sort.key)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.desc ? -order : order;
  });
  return (
    <section aria-labelledby="agents-heading" className="panel space-y-2 p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="agents-heading" className="text-lg font-semibold">
          Agents
        </h2>
        <Button variant="secondary" onClick={() => downloadCsv("agents.csv", agentsCsv(rows))}>
          Export CSV
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table aria-labelledby="agents-heading" className="w-full text-sm">
          <thead>
            <tr>
              <SortHeader label="Agent" sortKey="agent" sort={sort} onSort={onSort} />
              {SHOWN.map((f) => (
                <SortHeader key={f.key} label={f.label} sortKey={f.key} sort={sort} onSort={onSort} />
              ))}
              {data.previous && <SortHeader label="Calls vs compared" sortKey="change" sort={sort} onSort={onSort} />}
              {data.previous && (
                <th scope="col" className="px-2 text-left">
                  Connected rate vs compared
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.agentId} className="border-t border-slate-200">
                <th scope="row" className="px-2 text-left font-normal">
                  <Link href={callsHref(search, zone, { agentId: row.agentId })} prefetch={false} className="link">
                    {row.agentName ?? row.agentId}
                  </Link>
                </th>
                {SHOWN.map((f) => (
                  <td key={f.key} className="px-2 tabular-nums">
                    {formatFigure(f.kind, f.value(row.current))}
                  </td>
                ))}
                {row.previous && <td className="px-2 tabular-nums">{formatChange(CALLS.kind, row.current.calls, row.previous.calls)?.text ?? "—"}</td>}
                {row.previous && (
                  <td className="px-2 tabular-nums">
                    {formatChange(CONNECTED.kind, CONNECTED.value(row.current), CONNECTED.value(row.previous))?.text ?? "—"}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
