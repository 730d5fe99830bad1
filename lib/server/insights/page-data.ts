import "server-only";
import { type AgentRow, emptyCounts, type HeatCell, type InsightsData, type TrendPoint } from "@/lib/dashboard-api/insights";
import { bucketLastSecond, DURATION_BUCKETS } from "@/lib/insights/buckets";
import type { StoreDb } from "../store/database";
import type { InsightsFilters } from "./grouped";
import type { HourRow } from "./hours";
import { localParts } from "./local-time";
import type { InsightsRequest } from "./params";
import { periodCounts } from "./period";

// The whole Insights page's data for a range, its filters and its comparison, from the
// roll-ups: the headline counts, the agents, the hour × weekday heatmap and the trend in the
// chosen zone, and the duration histogram.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** The period compared with [fromMs, toMs): the one just before, of equal length, or the same one a week earlier. */
export function compareRange(req: InsightsRequest): [number, number] | null {
  if (req.compare === "none") return null;
  if (req.compare === "week") return [req.fromMs - 7 * DAY, req.toMs - 7 * DAY];
  return [req.fromMs - (req.toMs - req.fromMs), req.fromMs];
}

function heatmap(hours: HourRow[], zone: string): HeatCell[] {
  const cells = new Map<number, HeatCell>();
  for (const row of hours) {
    const { weekday, hour } = localParts(row.hour_ms, zone);
    const key = weekday * 24 + hour;
    const cell = cells.get(key) ?? { weekday, hour, calls: 0, completed: 0, finished: 0, durationCalls: 0, durationSum: 0 };
    cell.calls += row.calls;
    cell.finished += row.finished;
    cell.completed += row.completed;
    cell.durationCalls += row.duration_calls;
    cell.durationSum += row.duration_sum;
    cells.set(key, cell);
  }
  return [...cells.values()].sort((a, b) => a.weekday * 24 + a.hour - (b.weekday * 24 + b.hour));
}

/** Points per local day (per hour when `hourly`) from fromMs to toMs, empty ones included. */
function trend(hours: HourRow[], fromMs: number, toMs: number, zone: string, hourly: boolean): TrendPoint[] {
  const points: TrendPoint[] = [];
  const index = new Map<string, TrendPoint>();
  const keyOf = (ms: number) => (hourly ? String(Math.floor(ms / HOUR)) : localParts(ms, zone).day);
  for (let ms = Math.floor(fromMs / HOUR) * HOUR; ms < toMs; ms += HOUR) {
    const key = keyOf(ms);
    if (index.has(key)) continue;
    const point = { start: iso(Math.max(ms, fromMs)), calls: 0, completed: 0, finished: 0 };
    index.set(key, point);
    points.push(point);
  }
  for (const row of hours) {
    const point = index.get(keyOf(row.hour_ms));
    if (!point) continue;
    point.calls += row.calls;
    point.finished += row.finished;
    point.completed += row.completed;
  }
  return points;
}

/** Why the rows were counted instead of the roll-ups (grouped.ts's rowsOnly), in words; null when they were not. */
function rowsBecause(f: InsightsFilters): string | null {
  const why = [
    f.agentName !== undefined && "part of an agent's name",
    (f.minDuration !== undefined || f.maxDuration !== undefined) && "duration",
    f.slotMs !== undefined && "hours of a time zone that is not a whole number of hours from UTC",
  ].filter((w): w is string => typeof w === "string");
  return why.length === 0 ? null : `the roll-ups do not count by ${why.join(" or ")}`;
}

export async function insightsData(db: StoreDb, req: InsightsRequest, shortSeconds: number, updatedAt: string | null): Promise<InsightsData> {
  const other = compareRange(req);
  const [current, previous, names] = await Promise.all([
    periodCounts(db, req.fromMs, req.toMs, req.filters, shortSeconds),
    other ? periodCounts(db, other[0], other[1], req.filters, shortSeconds) : null,
    db.selectFrom("insights_agent").selectAll().execute(),
  ]);
  const nameOf = new Map(names.map((n) => [n.agent_id, n.agent_name]));
  const agentIds = new Set([...current.agents.keys(), ...(previous?.agents.keys() ?? [])]);
  const agents: AgentRow[] = [...agentIds].map((agentId) => ({
    agentId,
    agentName: nameOf.get(agentId) ?? null,
    current: current.agents.get(agentId) ?? emptyCounts(),
    previous: previous ? (previous.agents.get(agentId) ?? emptyCounts()) : null,
  }));
  const hourly = req.toMs - req.fromMs <= 2 * DAY;
  return {
    range: { from: iso(req.fromMs), to: iso(req.toMs - 1), zone: req.zone },
    compare: other ? { choice: req.compare, from: iso(other[0]), to: iso(other[1] - 1) } : null,
    shortSeconds,
    rowsBecause: rowsBecause(req.filters),
    updatedAt,
    current: current.total,
    previous: previous?.total ?? null,
    agents: agents.sort((a, b) => b.current.calls - a.current.calls || a.agentId.localeCompare(b.agentId)),
    heatmap: heatmap(current.hours, req.zone),
    trend: {
      unit: hourly ? "hour" : "day",
      current: trend(current.hours, req.fromMs, req.toMs, req.zone, hourly),
      previous: other && previous ? trend(previous.hours, other[0], other[1], req.zone, hourly) : null,
    },
    histogram: DURATION_BUCKETS.map((bucket) => ({
      from: bucket,
      to: bucketLastSecond(bucket),
      calls: current.buckets.find((b) => b.bucket === bucket)?.calls ?? 0,
    })),
  };
}
