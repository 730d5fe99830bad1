import "server-only";
import { durationBucket } from "@/lib/insights/buckets";
import type { StoreDb } from "../store/database";
import type { StoreSchema } from "../store/schema";

// The Insights roll-ups (migration 015), kept by the call index's writes in their own
// transaction: a call's old contribution is taken out and its new one added, so a call that
// changes status after it was counted moves buckets and is never counted twice, and a
// soft-deleted or pruned call leaves them. A call counts once, in the UTC hour it was
// created.

const HOUR = 3_600_000;
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
}

/** The columns of call_index a roll-up reads (select them to subtract a row). */
export const FACT_COLUMNS = ["created_ms", "agent_id", "status", "direction", "is_voicemail", "duration_seconds"] as const;

/** A change to one row of insights_hour (its key and what to add). */
type HourDelta = StoreSchema["insights_hour"];

type TotalDelta = Omit<HourDelta, "agent_id" | "direction">;

type DurationDelta = StoreSchema["insights_duration"];

function collect(removed: readonly CallFacts[], added: readonly CallFacts[]) {
  const hours = new Map<string, HourDelta>();
  const durations = new Map<string, DurationDelta>();
  const totals = new Map<string, TotalDelta>();
  const count = (facts: CallFacts, sign: 1 | -1) => {
    const created = Number(facts.created_ms);
    const hour_ms = created - (created % HOUR);
    const voicemail = Number(facts.is_voicemail);
    const key = JSON.stringify([hour_ms, facts.agent_id, facts.status, facts.direction, voicemail]);
    const hour = hours.get(key) ?? {
      hour_ms,
      agent_id: facts.agent_id,
      status: facts.status,
      direction: facts.direction,
      voicemail,
      calls: 0,
      duration_calls: 0,
      duration_sum: 0,
    };
    hour.calls += sign;
    if (facts.duration_seconds !== null) {
      hour.duration_calls += sign;
      hour.duration_sum += sign * Number(facts.duration_seconds);
    }
    hours.set(key, hour);
    const tkey = JSON.stringify([hour_ms, facts.status, voicemail]);
    const total = totals.get(tkey) ?? { hour_ms, status: facts.status, voicemail, calls: 0, duration_calls: 0, duration_sum: 0 };
    total.calls += sign;
    if (facts.duration_seconds !== null) {
      total.duration_calls += sign;
      total.duration_sum += sign * Number(facts.duration_seconds);
    }
    totals.set(tkey, total);
    if (facts.status !== "completed" || facts.duration_seconds === null) return;
    const bucket = durationBucket(Number(facts.duration_seconds));
    const dkey = JSON.stringify([hour_ms, facts.agent_id, facts.direction, voicemail, bucket]);
    const duration = durations.get(dkey) ?? { hour_ms, agent_id: facts.agent_id, direction: facts.direction, voicemail, bucket, calls: 0 };
    duration.calls += sign;
    durations.set(dkey, duration);
  };
  for (const facts of removed) count(facts, -1);
  for (const facts of added) count(facts, 1);
  // A call re-read unchanged takes itself out and back in: nothing to write.
  const changed = (d: { calls: number; duration_calls: number; duration_sum: number }) => d.calls !== 0 || d.duration_calls !== 0 || d.duration_sum !== 0;
  return {
    hourRows: [...hours.values()].filter(changed),
    totalRows: [...totals.values()].filter(changed),
    durationRows: [...durations.values()].filter((d) => d.calls !== 0),
  };
}

/** Takes `removed` out of the roll-ups and adds `added`; call it inside the transaction that changes the rows. */
export async function applyRollups(tx: StoreDb, removed: readonly CallFacts[], added: readonly CallFacts[]): Promise<void> {
  const { hourRows, totalRows, durationRows } = collect(removed, added);
  for (let i = 0; i < hourRows.length; i += CHUNK) {
    await tx
      .insertInto("insights_hour")
      .values(hourRows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(["hour_ms", "agent_id", "status", "direction", "voicemail"]).doUpdateSet((eb) => ({
          calls: eb("insights_hour.calls", "+", eb.ref("excluded.calls")),
          duration_calls: eb("insights_hour.duration_calls", "+", eb.ref("excluded.duration_calls")),
          duration_sum: eb("insights_hour.duration_sum", "+", eb.ref("excluded.duration_sum")),
        })),
      )
      .execute();
  }
  for (let i = 0; i < totalRows.length; i += CHUNK) {
    await tx
      .insertInto("insights_hour_total")
      .values(totalRows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(["hour_ms", "status", "voicemail"]).doUpdateSet((eb) => ({
          calls: eb("insights_hour_total.calls", "+", eb.ref("excluded.calls")),
          duration_calls: eb("insights_hour_total.duration_calls", "+", eb.ref("excluded.duration_calls")),
          duration_sum: eb("insights_hour_total.duration_sum", "+", eb.ref("excluded.duration_sum")),
        })),
      )
      .execute();
  }
  for (let i = 0; i < durationRows.length; i += CHUNK) {
    await tx
      .insertInto("insights_duration")
      .values(durationRows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc
          .columns(["hour_ms", "agent_id", "direction", "voicemail", "bucket"])
          .doUpdateSet((eb) => ({ calls: eb("insights_duration.calls", "+", eb.ref("excluded.calls")) })),
      )
      .execute();
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
  await tx.deleteFrom("insights_hour").execute();
  await tx.deleteFrom("insights_duration").execute();
  await tx.deleteFrom("insights_hour_total").execute();
  await tx.deleteFrom("insights_agent").execute();
}
