import "server-only";
import type { StoreDb } from "../store/database";

// The sync's bookmarks (Singer's state) in call_index_state: one JSON value per key. Each
// is written after the work it records is in the index, so a restart repeats at most the
// last step (at least once; the upsert dedupes).

interface BackfillMark {
  /** The backfill walks [limitMs, anchorMs) from the newest window back. */
  anchorMs: number;
  limitMs: number;
  /** Every window from here to anchorMs is in the index. */
  doneToMs: number;
  /** Milliseconds of createdAt walked per second of work, for the ETA; 0 before the first window. */
  spanPerSecond: number;
}

export interface StateValues {
  backfill: BackfillMark;
  /** The tail has read every call created before watermarkMs (less the overlap); `atMs` when. */
  tail: { watermarkMs: number; atMs: number };
  lookback: { atMs: number };
  reconcile: { atMs: number; differingDays: number };
  prune: { atMs: number; removed: number };
  error: { atMs: number; message: string };
}

export type StateKey = keyof StateValues;

export async function readState<K extends StateKey>(db: StoreDb, key: K): Promise<StateValues[K] | undefined> {
  const row = await db.selectFrom("call_index_state").select("value").where("key", "=", key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as StateValues[K]) : undefined;
}

export async function writeState<K extends StateKey>(db: StoreDb, key: K, value: StateValues[K], nowMs: number): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto("call_index_state")
    .values({ key, value: text, updated_ms: nowMs })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: text, updated_ms: nowMs }))
    .execute();
}
