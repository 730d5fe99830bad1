import "server-only";
import { LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results/list-query";
import { resolveCreated } from "@/lib/created-range";
import type { AgentCounts } from "@/lib/dashboard-api/index-agents";
import { groupedCounts } from "../insights/grouped";
import { agentsInIntervals } from "../insights/interval-counts";
import type { Store } from "../store/database";
import { clockIntervals } from "./clock-filter";
import { foldName } from "./rows";
import { filtered } from "./view-filter";

// The Agent filter's list (issue #37): the agents of a view by name, each with the number of
// calls the view would show with only that agent chosen: its other filters and range apply,
// its own agent choice does not. One grouped query per view, never one per agent:
// - a view filtered only by what the Insights roll-ups keep (created range, status, direction,
//   voicemail, agent id) is counted from them: whole UTC days from the per-day roll-up, the
//   other whole hours from the per-hour one, and the rows of its two edge hours
//   (lib/server/insights/grouped.ts), so a range of months reads a row per day and agent;
// - with an hour or weekday too (the heatmap's drill-down), from the per-hour roll-up's hours
//   of the view's intervals on its clock (clock-filter.ts), when they are whole hours;
// - any other view is grouped over its rows by agent id, through the same filter as its list.
// Agents are named by their latest name (insights_agent), as the filter matches them
// (agent-review-where.ts), so a count equals the total the table shows for that agent.

/** The most agents the list shows; a search box finds the others. */
const AGENTS_LISTED = 50;

const ROLLED_UP = new Set(["createdFrom", "createdTo", "status", "direction", "voicemail", "agentId", "hour", "weekday", ...Object.keys(LIST_QUERY_DEFAULTS)]);

async function countsByAgentId(store: Store, query: ListQuery, zone: string): Promise<Array<{ agent_id: string; calls: number }>> {
  const keys = Object.entries(query).filter(([, v]) => v !== undefined);
  const clock = await clockIntervals(store, query, zone);
  if (keys.every(([k]) => ROLLED_UP.has(k))) {
    const filters = {
      ...(query.status && { status: query.status }),
      ...(query.direction && { direction: query.direction }),
      agentId: query.agentId,
      voicemail: query.voicemail && (query.voicemail === "yes" ? 1 : 0),
    } as const;
    const inClock = clock && (await agentsInIntervals(store.db, clock, filters));
    if (inClock) return inClock;
    if (!clock) {
      const from = query.createdFrom ? Date.parse(query.createdFrom) : 0;
      // The list's createdTo is inclusive; the roll-ups' ranges end before their end.
      const to = query.createdTo ? Date.parse(query.createdTo) + 1 : Number.MAX_SAFE_INTEGER;
      const rows = await groupedCounts(store.db, from, to, filters, ["agent_id"]);
      return rows.map((r) => ({ agent_id: r.agent_id!, calls: r.calls }));
    }
  }
  const rows = await filtered(store, query, { clock })
    .select((eb) => ["agent_id", eb.fn.countAll<number>().as("calls")])
    .groupBy("agent_id")
    .execute();
  return rows.map((r) => ({ agent_id: r.agent_id, calls: Number(r.calls) }));
}

/** The view's agents by calls, most first: the first AGENTS_LISTED whose name contains `search` (case and accents aside), and those chosen. */
export async function agentCounts(store: Store, view: ListQuery, zone: string, search: string, now = Date.now()): Promise<AgentCounts> {
  const { agent: chosen = [], agentNone: _own, ...rest } = view;
  const query: ListQuery = resolveCreated(rest, now, zone);
  const [byId, names] = await Promise.all([
    countsByAgentId(store, query, zone),
    store.db.selectFrom("insights_agent").select(["agent_id", "agent_name"]).where("agent_name", "<>", "").execute(),
  ]);
  const nameOf = new Map(names.map((r) => [r.agent_id, r.agent_name!]));
  const byName = new Map<string, number>();
  // The calls of agents with no name (agentNone=yes chooses them), counted apart.
  let none = 0;
  for (const { agent_id, calls } of byId) {
    const name = nameOf.get(agent_id);
    if (name !== undefined) byName.set(name, (byName.get(name) ?? 0) + calls);
    else none += calls;
  }
  const wanted = foldName(search.trim());
  const found = [...byName]
    .filter(([name]) => foldName(name).includes(wanted))
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([name, calls]) => ({ name, calls }));
  const listed = found.slice(0, AGENTS_LISTED);
  // A chosen agent always shows, to be unchosen, even past the first 50 or with no calls here.
  for (const name of chosen) if (!listed.some((a) => a.name === name)) listed.push({ name, calls: byName.get(name) ?? 0 });
  return { agents: listed, more: Math.max(0, found.length - AGENTS_LISTED), none };
}
