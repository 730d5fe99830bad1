import "server-only";
import { type RawBuilder, sql } from "kysely";
import { LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results/list-query";
import { splitRange } from "../insights/grouped";
import { bandEnd, bandOf } from "../insights/rollups";
import type { Store } from "../store/database";
import { dayParts, type RowsPiece } from "./day-parts";
import { foldName } from "./rows";
import { filtered } from "./view-filter";

// The calls view's exact counts (issue #37: a total at 1 M calls in ≤ 50 ms), by status and by
// time slot (the list's total, the summary's statuses and its chart's bins), from the roll-ups
// whenever the view's filters are all keys of one, and from the rows only at the edges:
// - by agent id, status, direction and voicemail (migrations 015 and 023): whole UTC days from
//   insights_day, whole hours from insights_hour, the partial hours at the ends from the rows;
//   an Agent filter (names, or "No agent name") becomes the agent ids of insights_agent, as the
//   list's filter does (agent-review-where.ts);
// - part of an agent's name (migration 025's insights_day_name): the text becomes the folded
//   names that contain it, read off the roll-up's index; whole UTC days from it, the rest from
//   the rows;
// - a duration range (insights_day_band): the whole bands inside it over whole UTC days, the
//   calls of the bands its bounds cut through and the partial days from the rows.
// Every rows part goes through the list's own filter (search-query.ts), so a count is the
// table's total to the call. Any other filter (a phone number, a review, an hour…): null, and
// the caller counts the rows.

type Range = readonly [number, number];
type Source = "agents" | "name" | "band";
export interface SlotCount {
  slot: number;
  status: string;
  calls: number;
}

const HOUR = 3_600_000;
const KEYS = new Set(["created", "createdFrom", "createdTo", "status", "direction", "voicemail", ...Object.keys(LIST_QUERY_DEFAULTS)]);
const AGENT_KEYS = ["agentId", "agent", "agentNone"];
const OWN_KEYS: Record<Source, string[]> = { agents: AGENT_KEYS, name: ["agentName"], band: ["minDuration", "maxDuration"] };
// Rows pieces in one statement: past this many, the slots are not worth splitting up.
const MOST_PIECES = 200;

function sourceOf(query: ListQuery): Source | null {
  const keys = Object.keys(query).filter((k) => query[k as keyof ListQuery] !== undefined && !KEYS.has(k));
  for (const source of ["agents", "name", "band"] as const) if (keys.every((k) => OWN_KEYS[source].includes(k))) return source;
  return null;
}

/** The few folded names the calls carry that contain `text`: a walk of the name roll-up's index, one seek per distinct name. */
async function namesContaining(store: Store, text: string): Promise<string[]> {
  const rows = await sql<{ name: string | null }>`with recursive n(name) as (
      select min(name) from insights_day_name
      union all select (select min(name) from insights_day_name where name > n.name) from n where n.name is not null)
    select name from n where name is not null`.execute(store.db);
  return rows.rows.map((r) => r.name!).filter((name) => name !== "" && name.includes(text));
}

/** The bands wholly inside [min, max] ([lo, hi)), and the durations the rows count: those of the bands the bounds cut. */
function bandsOf(min = 0, max?: number): { lo: number; hi: number; rows: Range[] } {
  const lo = bandOf(min) === min ? min : (bandEnd(bandOf(min)) ?? Number.POSITIVE_INFINITY);
  const top = max === undefined ? null : bandOf(max);
  const hi = max === undefined ? Number.POSITIVE_INFINITY : bandEnd(top!) === max + 1 ? max + 1 : top!;
  if (lo >= hi) return { lo, hi, rows: [[min, max ?? Number.POSITIVE_INFINITY]] };
  const rows: Range[] = [];
  if (min < lo) rows.push([min, lo - 1]);
  if (max !== undefined && hi <= max) rows.push([hi, max]);
  return { lo, hi, rows };
}

/** The roll-up's conditions for the view's filters (" and …"). */
function rollupWhere(source: Source, query: ListQuery, withStatus: boolean, names: string[], bands: { lo: number; hi: number } | null): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (withStatus && query.status) parts.push(sql`status in (${sql.join(query.status)})`);
  if (query.direction) parts.push(sql`direction in (${sql.join(query.direction)})`);
  if (query.voicemail) parts.push(sql`voicemail = ${query.voicemail === "yes" ? 1 : 0}`);
  if (source === "name") parts.push(names.length ? sql`name in (${sql.join(names)})` : sql`1 = 0`);
  // No whole band inside the range (both bounds in one band, or past the last band's start): the rows count it all.
  if (bands && bands.lo >= bands.hi) parts.push(sql`1 = 0`);
  else if (bands) {
    parts.push(sql`band >= ${bands.lo}`);
    if (Number.isFinite(bands.hi)) parts.push(sql`band < ${bands.hi}`);
  }
  if (query.agentId !== undefined) parts.push(sql`agent_id = ${query.agentId}`);
  const named = (names?: string[]) =>
    sql`(select agent_id from insights_agent where ${names ? sql`agent_name in (${sql.join(names)})` : sql`agent_name <> ''`})`;
  const either: RawBuilder<unknown>[] = [];
  if (query.agent) either.push(sql`agent_id in ${named(query.agent)}`);
  if (query.agentNone === "yes") either.push(sql`agent_id not in ${named()}`);
  if (either.length) parts.push(sql`(${sql.join(either, sql` or `)})`);
  if (query.agentNone === "no") parts.push(sql`agent_id in ${named()}`);
  return parts.length === 0 ? sql`` : sql` and ${sql.join(parts, sql` and `)}`;
}

/**
 * The view's calls by slot and status, each slot [from, to) (contiguous, as the chart's bins),
 * its status filter applied when `withStatus`; null when a filter is none of a roll-up's keys.
 */
export async function rolledUpCounts(
  store: Store,
  query: ListQuery,
  slots: readonly Range[],
  withStatus: boolean,
  now = Date.now(),
): Promise<SlotCount[] | null> {
  const source = sourceOf(query);
  const text = query.agentName === undefined ? "" : foldName(query.agentName.trim());
  if (source === null || (source === "name" && text === "")) return null;
  const names = source === "name" ? await namesContaining(store, text) : [];
  // No call carries a name with the text: none matches, anywhere.
  if (source === "name" && names.length === 0) return [];
  const bands = source === "band" ? bandsOf(query.minDuration, query.maxDuration) : null;
  // Each slot's whole UTC days, whole hours (agents only) and rows pieces (day-parts.ts for the per-day-only roll-ups).
  let days: Array<[number, number, number]> = [];
  const hours: Array<{ hour: number; slot: number }> = [];
  let pieces: RowsPiece[] = [];
  if (source === "agents") {
    slots.forEach(([a, b], slot) => {
      const parts = splitRange(a, b, {}, true);
      if (parts.days) days.push([...parts.days, slot]);
      for (const [from, to] of parts.edges) pieces.push({ from, to, uses: [[slot, 1]] });
      for (const [x, y] of parts.hours) for (let h = x; h < y; h += HOUR) hours.push({ hour: h, slot });
    });
  } else ({ days, pieces } = dayParts(slots, now));
  if (pieces.length > MOST_PIECES) return null;
  const out: SlotCount[] = [];
  const add = (rows: Array<{ status: string; calls: unknown }>, uses: (row: Record<string, unknown>) => Array<[number, 1 | -1]>) => {
    for (const row of rows) for (const [slot, sign] of uses(row)) out.push({ slot, status: row.status, calls: sign * Number(row.calls) });
  };
  const where = rollupWhere(source, query, withStatus, names, bands);
  const table = sql.table({ agents: "insights_day", name: "insights_day_name", band: "insights_day_band" }[source]);
  const dayUses = (day: number): Array<[number, 1]> => {
    const found = days.find(([a, b]) => day >= a && day < b);
    return found ? [[found[2], 1]] : [];
  };
  if (days.length > 0) {
    const inDays = sql.join(
      days.map(([a, b]) => sql`(day_ms >= ${a} and day_ms < ${b})`),
      sql` or `,
    );
    const rows = await sql<{ day_ms: unknown; status: string; calls: unknown }>`select day_ms, status, sum(calls) as calls from ${table}
      where (${inDays})${where} group by day_ms, status`.execute(store.db);
    add(rows.rows, (r) => dayUses(Number(r.day_ms)));
  }
  const hourSlot = new Map(hours.map((h) => [h.hour, h.slot]));
  // Neither an agent nor a direction: the per-hour totals answer, fewer rows per hour.
  const hourTable = query.direction || AGENT_KEYS.some((k) => query[k as keyof ListQuery] !== undefined) ? "insights_hour" : "insights_hour_total";
  for (let i = 0; i < hours.length; i += 1000) {
    const list = sql.join(hours.slice(i, i + 1000).map((h) => h.hour));
    const rows = await sql<{ hour_ms: unknown; status: string; calls: unknown }>`select hour_ms, status, sum(calls) as calls from ${sql.table(hourTable)}
      where hour_ms in (${list})${where} group by hour_ms, status`.execute(store.db);
    add(rows.rows, (r) => [[hourSlot.get(Number(r.hour_ms))!, 1]]);
  }
  // The rows pieces, and for a duration range the calls of its cut bands over the roll-up's
  // days. One statement each, grouped by piece.
  const rowsOf = async (parts: RowsPiece[], durations?: Range) => {
    if (parts.length === 0) return;
    const which = sql<number>`case ${sql.join(
      parts.map((p, i) => sql`when created_ms >= ${p.from} and created_ms < ${p.to} then ${i}`),
      sql` `,
    )} end`;
    const view: ListQuery = { ...query, createdFrom: undefined, createdTo: undefined, created: undefined };
    if (durations) Object.assign(view, { minDuration: durations[0], maxDuration: Number.isFinite(durations[1]) ? durations[1] : undefined });
    // On PostgreSQL the names found stand for the text (the same calls): an equality its planner
    // weighs, where it would read the whole trigram index for a short text. SQLite's LIKE uses no
    // index, so it reads the pieces' times, as it should; given the names, it would read all of their calls.
    const byNames = source === "name" && store.engine === "postgres";
    if (byNames) view.agentName = undefined;
    // SQLite without statistics (the sync never analyzes) would read a created range through
    // the direction index, or a cut band's calls over months through the created one: each
    // piece is read through the index that bounds it.
    const readBy = durations ? "duration_seconds" : "created_ms";
    const rows = await filtered(store, view, { withStatus, clock: parts.map((p) => [p.from, p.to] as const), readBy })
      .$if(byNames, (q) => q.where("agent_name_folded", "in", names))
      .select((eb) => [which.as("piece"), "status", eb.fn.countAll<number>().as("calls")])
      .groupBy([sql`1`, "status"])
      .execute();
    add(rows, (r) => parts[Number(r.piece)]!.uses);
  };
  await rowsOf(pieces);
  for (const durations of bands?.rows ?? [])
    await rowsOf(
      days.map(([from, to, slot]) => ({ from, to, uses: [[slot, 1]] })),
      durations,
    );
  return out;
}

/** A created range as a slot: the list's bounds are inclusive, a slot's end is not; none reaches all. */
export function rangeSlot(query: Pick<ListQuery, "createdFrom" | "createdTo">): [number, number] {
  return [query.createdFrom ? Date.parse(query.createdFrom) : 0, query.createdTo ? Date.parse(query.createdTo) + 1 : Number.MAX_SAFE_INTEGER];
}
