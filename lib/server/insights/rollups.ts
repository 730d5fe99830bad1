import "server-only";
import { sql } from "kysely";
import { durationBucket } from "@/lib/insights/buckets";
import type { StoreDb } from "../store/database";
import type { InsightsSchema } from "../store/schema-insights";

// The Insights roll-ups (migrations 015 and 023), kept by the call index's writes in their
// own transaction: a call's old contribution is taken out and its new one added, so a call
// that changes status, duration or agent after it was counted moves buckets and is never
// counted twice, and a soft-deleted or pruned call leaves them. A call counts once, in the
// UTC hour and the UTC day it was created.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Rows of at most 8 columns: 500 of them stay below both engines' bound-parameter limits.
const CHUNK = 500;

/** What a call contributes to the roll-ups: the call index's columns they read. */
export interface CallFacts {
  created_ms: number;
  agent_id: string;
  status: string;
  direction: string;
  is_voicemail: number;
  duration_seconds: number | null;
  /** The call's own name, folded (migration 025's name roll-up; the calls view's agentName search). */
  agent_name_folded: string | null;
}

/** The columns of call_index a roll-up reads (select them to subtract a row). */
export const FACT_COLUMNS = ["created_ms", "agent_id", "status", "direction", "is_voicemail", "duration_seconds", "agent_name_folded"] as const;

type Key = Record<string, string | number>;
type Sum = "calls" | "duration_calls" | "duration_sum";

/** One roll-up table: the key a call counts under (null: not counted there) and the sums it keeps. */
interface RollUp {
  table: Exclude<keyof InsightsSchema, "insights_agent">;
  key: (f: CallFacts, hour_ms: number, day_ms: number) => Key | null;
  sums: readonly Sum[];
}

const ALL: readonly Sum[] = ["calls", "duration_calls", "duration_sum"];
const facts = (f: CallFacts) => ({ agent_id: f.agent_id, status: f.status, direction: f.direction, voicemail: Number(f.is_voicemail) });
const completed = (f: CallFacts) => f.status === "completed" && f.duration_seconds !== null;
const bucketOf = (f: CallFacts) => ({
  agent_id: f.agent_id,
  direction: f.direction,
  voicemail: Number(f.is_voicemail),
  bucket: durationBucket(Number(f.duration_seconds)),
});

/** A duration's band in migration 025's insights_day_band (its lower bound in seconds): narrow where people type bounds. */
export function bandOf(seconds: number): number {
  for (const [below, width] of BANDS) if (seconds < below) return seconds - (seconds % width);
  return LAST_BAND;
}

/** [below, width]: bands of `width` seconds under `below`; from LAST_BAND on, one open band (migration 025's SQL). */
const BANDS = [
  [120, 5],
  [600, 10],
  [1800, 30],
  [3600, 60],
  [7200, 300],
] as const;
const LAST_BAND = 7200;

/** The first second after `band` (null for the last, open band). */
export function bandEnd(band: number): number | null {
  if (band >= LAST_BAND) return null;
  return band + BANDS.find(([below]) => band < below)![1];
}

const searched = (f: CallFacts) => ({ status: f.status, direction: f.direction, voicemail: Number(f.is_voicemail) });

const ROLL_UPS: readonly RollUp[] = [
  { table: "insights_hour", key: (f, hour_ms) => ({ hour_ms, ...facts(f) }), sums: ALL },
  { table: "insights_hour_total", key: (f, hour_ms) => ({ hour_ms, status: f.status, voicemail: Number(f.is_voicemail) }), sums: ALL },
  { table: "insights_duration", key: (f, hour_ms) => (completed(f) ? { hour_ms, ...bucketOf(f) } : null), sums: ["calls"] },
  { table: "insights_day", key: (f, _, day_ms) => ({ day_ms, ...facts(f) }), sums: ALL },
  { table: "insights_day_duration", key: (f, _, day_ms) => (completed(f) ? { day_ms, ...bucketOf(f) } : null), sums: ["calls"] },
  { table: "insights_day_seconds", key: (f, _, day_ms) => (completed(f) ? { day_ms, seconds: Number(f.duration_seconds) } : null), sums: ["calls"] },
  // Migration 025's, for the calls view's exact totals (call-index/view-counts.ts).
  { table: "insights_day_name", key: (f, _, day_ms) => ({ day_ms, name: f.agent_name_folded ?? "", ...searched(f) }), sums: ["calls"] },
  {
    table: "insights_day_band",
    key: (f, _, day_ms) => (f.duration_seconds === null ? null : { day_ms, band: bandOf(Number(f.duration_seconds)), ...searched(f) }),
    sums: ["calls"],
  },
];

/** Each roll-up's rows to add (its key and the change to its sums), a call re-read unchanged leaving none. */
function collect(removed: readonly CallFacts[], added: readonly CallFacts[]): Array<{ rollUp: RollUp; rows: Array<Key & Record<Sum, number>> }> {
  return ROLL_UPS.map((rollUp) => {
    const rows = new Map<string, Key & Record<Sum, number>>();
    const count = (f: CallFacts, sign: 1 | -1) => {
      const created = Number(f.created_ms);
      const key = rollUp.key(f, created - (created % HOUR), created - (created % DAY));
      if (!key) return;
      const id = JSON.stringify(Object.values(key));
      const row = rows.get(id) ?? { ...key, calls: 0, duration_calls: 0, duration_sum: 0 };
      row.calls += sign;
      if (f.duration_seconds !== null) {
        row.duration_calls += sign;
        row.duration_sum += sign * Number(f.duration_seconds);
      }
      rows.set(id, row);
    };
    for (const f of removed) count(f, -1);
    for (const f of added) count(f, 1);
    return { rollUp, rows: [...rows.values()].filter((r) => rollUp.sums.some((s) => r[s] !== 0)) };
  });
}

/** Takes `removed` out of the roll-ups and adds `added`; call it inside the transaction that changes the rows. */
export async function applyRollups(tx: StoreDb, removed: readonly CallFacts[], added: readonly CallFacts[]): Promise<void> {
  for (const { rollUp, rows } of collect(removed, added)) {
    if (rows.length === 0) continue;
    const keys = Object.keys(rows[0]!).filter((k) => !ALL.includes(k as Sum));
    const columns = [...keys, ...rollUp.sums];
    const table = sql.table(rollUp.table);
    const set = sql.join(rollUp.sums.map((s) => sql`${sql.ref(s)} = ${sql.ref(`${rollUp.table}.${s}`)} + ${sql.ref(`excluded.${s}`)}`));
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = rows.slice(i, i + CHUNK).map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`);
      await sql`insert into ${table} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(values)}
        on conflict (${sql.join(keys.map((k) => sql.ref(k)))}) do update set ${set}`.execute(tx);
    }
  }
}

/**
 * After the prune (in its transaction): every call created before `cutoffMs` is gone, so the
 * roll-ups' rows of the hours and days wholly before it hold nothing but zeros; they are
 * deleted, so the roll-ups stay bounded by the retention as the rows are.
 */
export async function pruneRollups(tx: StoreDb, cutoffMs: number): Promise<void> {
  const [hour, day] = [cutoffMs - (cutoffMs % HOUR), cutoffMs - (cutoffMs % DAY)];
  for (const { table } of ROLL_UPS) {
    if (table.startsWith("insights_day")) await sql`delete from ${sql.table(table)} where day_ms < ${day}`.execute(tx);
    else await sql`delete from ${sql.table(table)} where hour_ms < ${hour}`.execute(tx);
  }
}

/** Keeps each agent's latest name for the agents table (and the calls view's Agent filter); a call without a name keeps the one held. */
export async function rememberAgents(tx: StoreDb, agents: ReadonlyMap<string, string | null>): Promise<void> {
  const rows = [...agents].map(([agent_id, agent_name]) => ({ agent_id, agent_name }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insertInto("insights_agent")
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.column("agent_id").doUpdateSet((eb) => ({ agent_name: eb.fn.coalesce(eb.ref("excluded.agent_name"), eb.ref("insights_agent.agent_name")) })),
      )
      .execute();
  }
}

/** Empties the roll-ups (index:purge). */
export async function clearRollups(tx: StoreDb): Promise<void> {
  for (const { table } of ROLL_UPS) await tx.deleteFrom(table).execute();
  await tx.deleteFrom("insights_agent").execute();
}

/** The roll-ups' tables, for index:purge's rewrite of their space. */
export const ROLLUP_TABLES = [...ROLL_UPS.map((r) => r.table), "insights_agent"];
