import "server-only";
import type { Insertable, Selectable } from "kysely";
import type { CallResult } from "@/lib/call-results";
import { applyRollups, type CallFacts, FACT_COLUMNS, rememberAgents } from "../insights/rollups";
import type { StoreDb } from "../store/database";
import type { CallIndexTable } from "../store/schema";

// The call index's one mapping between a call as the service sends it and its row
// (migration 008), both ways. The row keeps the 18 fields as sent, so reading a row back
// gives the service's call field by field; beside them, the search columns (digits,
// folded name) and the times in ms that the queries compare.

export type CallIndexRow = Selectable<CallIndexTable>;

/** The digits of a number in any written form: "+1 (415) 555-4567" → "14155554567". */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** Lower case without accents, so "eloise" finds "Éloïse". */
export function foldName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function ms(text: string): number {
  const value = Date.parse(text);
  // The contract's schema has checked the form; a date Date cannot read is a bug, not data.
  if (Number.isNaN(value)) throw new Error(`call index: unreadable date-time "${text}"`);
  return value;
}

export function callToRow(call: CallResult, syncedMs: number): Insertable<CallIndexTable> {
  return {
    call_id: call.callId,
    call_task_id: call.callTaskId,
    details_url: call.detailsUrl,
    agent_id: call.agentId,
    agent_name: call.agentName,
    end_user_id: call.endUserId,
    status: call.status,
    direction: call.direction,
    from_number: call.from,
    to_number: call.to,
    started_at: call.startedAt,
    ended_at: call.endedAt,
    duration_seconds: call.durationSeconds,
    is_voicemail: call.isVoicemail ? 1 : 0,
    created_at: call.createdAt,
    updated_at: call.updatedAt,
    result_available: call.resultAvailable ? 1 : 0,
    audio_available: call.audioAvailable ? 1 : 0,
    created_ms: ms(call.createdAt),
    started_ms: call.startedAt === null ? null : ms(call.startedAt),
    ended_ms: call.endedAt === null ? null : ms(call.endedAt),
    updated_ms: ms(call.updatedAt),
    phone_digits: `${phoneDigits(call.from)} ${phoneDigits(call.to)}`,
    agent_name_folded: call.agentName === null ? null : foldName(call.agentName),
    deleted: 0,
    synced_ms: syncedMs,
  };
}

/** The call as the service sent it: exactly its 18 fields, in the spec's order. */
export function rowToCall(row: CallIndexRow): CallResult {
  return {
    callId: row.call_id,
    callTaskId: row.call_task_id,
    detailsUrl: row.details_url,
    agentId: row.agent_id,
    agentName: row.agent_name,
    endUserId: row.end_user_id,
    status: row.status as CallResult["status"],
    direction: row.direction as CallResult["direction"],
    from: row.from_number,
    to: row.to_number,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    durationSeconds: row.duration_seconds,
    isVoicemail: row.is_voicemail === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    resultAvailable: row.result_available === 1,
    audioAvailable: row.audio_available === 1,
  };
}

// 500 rows of 26 columns stay below both engines' limits on bound parameters.
const CHUNK = 500;

/**
 * The Insights roll-ups follow the rows in the same transaction (lib/server/insights/): the
 * rows this chunk replaces leave them (unless soft-deleted, which already left) and the new
 * versions come in. A version older than the held row is not written, so not counted.
 */
async function countInRollups(tx: StoreDb, chunk: readonly Insertable<CallIndexTable>[]): Promise<void> {
  const held = await tx
    .selectFrom("call_index")
    .select([...FACT_COLUMNS, "call_id", "updated_ms", "deleted"])
    .where(
      "call_id",
      "in",
      chunk.map((r) => r.call_id),
    )
    .execute();
  const byId = new Map(held.map((r) => [r.call_id, r]));
  const removed: CallFacts[] = [];
  const added: CallFacts[] = [];
  const agents = new Map<string, string | null>();
  for (const row of chunk) {
    const old = byId.get(row.call_id);
    if (old && Number(old.updated_ms) > row.updated_ms) continue;
    if (old && Number(old.deleted) === 0) removed.push({ ...old, created_ms: Number(old.created_ms) });
    const { created_ms, agent_id, status, direction, is_voicemail } = row;
    added.push({
      created_ms,
      agent_id,
      status,
      direction,
      is_voicemail,
      duration_seconds: row.duration_seconds ?? null,
      agent_name_folded: row.agent_name_folded ?? null,
    });
    if (row.agent_name || !agents.has(row.agent_id)) agents.set(row.agent_id, row.agent_name ?? null);
  }
  await applyRollups(tx, removed, added);
  await rememberAgents(tx, agents);
}

/**
 * Upserts by callId in one transaction, keeping the row with the later updatedAt: at least
 * once, then dedupe (Singer's bookmarks). The comparison is ≥, so a re-read of the same
 * version refreshes synced_ms and undoes a soft delete. Answers the number of rows written.
 */
export async function upsertCalls(db: StoreDb, calls: readonly CallResult[], nowMs: number): Promise<number> {
  if (calls.length === 0) return 0;
  // One call twice in a batch (offset paging shifted under us) keeps its later version.
  const latest = new Map<string, Insertable<CallIndexTable>>();
  for (const call of calls) {
    const row = callToRow(call, nowMs);
    const held = latest.get(row.call_id);
    if (!held || held.updated_ms <= row.updated_ms) latest.set(row.call_id, row);
  }
  const rows = [...latest.values()];
  return db.transaction().execute(async (tx) => {
    let written = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await countInRollups(tx, chunk);
      const result = await tx
        .insertInto("call_index")
        .values(chunk)
        .onConflict((oc) =>
          oc
            .column("call_id")
            .doUpdateSet((eb) => ({
              call_task_id: eb.ref("excluded.call_task_id"),
              details_url: eb.ref("excluded.details_url"),
              agent_id: eb.ref("excluded.agent_id"),
              agent_name: eb.ref("excluded.agent_name"),
              end_user_id: eb.ref("excluded.end_user_id"),
              status: eb.ref("excluded.status"),
              direction: eb.ref("excluded.direction"),
              from_number: eb.ref("excluded.from_number"),
              to_number: eb.ref("excluded.to_number"),
              started_at: eb.ref("excluded.started_at"),
              ended_at: eb.ref("excluded.ended_at"),
              duration_seconds: eb.ref("excluded.duration_seconds"),
              is_voicemail: eb.ref("excluded.is_voicemail"),
              created_at: eb.ref("excluded.created_at"),
              updated_at: eb.ref("excluded.updated_at"),
              result_available: eb.ref("excluded.result_available"),
              audio_available: eb.ref("excluded.audio_available"),
              created_ms: eb.ref("excluded.created_ms"),
              started_ms: eb.ref("excluded.started_ms"),
              ended_ms: eb.ref("excluded.ended_ms"),
              updated_ms: eb.ref("excluded.updated_ms"),
              phone_digits: eb.ref("excluded.phone_digits"),
              agent_name_folded: eb.ref("excluded.agent_name_folded"),
              deleted: 0,
              synced_ms: eb.ref("excluded.synced_ms"),
            }))
            .where("call_index.updated_ms", "<=", (eb) => eb.ref("excluded.updated_ms")),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  });
}
