import "server-only";
import type { IndexStatus } from "@/lib/dashboard-api/index-status";
import type { StoreDb } from "../store/database";
import type { IndexConfig } from "./config";
import { leaseHeld } from "./lease";
import { readState } from "./state";

// GET /api/index/status: what the index covers and how fresh it is, read from the store's
// bookmarks, so that every instance answers the same whichever one syncs.

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

// Counting a million rows takes tens of ms, and every open calls page asks every few
// seconds: the count is kept for a moment, per store.
const COUNT_FOR_MS = 3000;
const counted = new WeakMap<StoreDb, { atMs: number; rows: Promise<number> }>();

function rowCount(db: StoreDb, nowMs: number): Promise<number> {
  const held = counted.get(db);
  if (held && nowMs - held.atMs < COUNT_FOR_MS && nowMs >= held.atMs) return held.rows;
  const rows = db
    .selectFrom("call_index")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("deleted", "=", 0)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
  rows.catch(() => counted.delete(db));
  counted.set(db, { atMs: nowMs, rows });
  return rows;
}

export async function indexStatus(db: StoreDb, config: IndexConfig, nowMs: number): Promise<IndexStatus> {
  if (!config.enabled) {
    return {
      enabled: false,
      retentionDays: config.days,
      coverageFrom: null,
      coverageTo: null,
      rows: 0,
      lastTailAt: null,
      lagSeconds: null,
      backfill: { done: false, percent: 0, etaSeconds: null },
      lastError: null,
      syncing: false,
    };
  }
  const [backfill, tail, error, count, syncing] = await Promise.all([
    readState(db, "backfill"),
    readState(db, "tail"),
    readState(db, "error"),
    rowCount(db, nowMs),
    leaseHeld(db, nowMs),
  ]);
  const retentionLimit = nowMs - config.days * 86_400_000;
  const span = backfill ? backfill.anchorMs - backfill.limitMs : 0;
  const walked = backfill ? backfill.anchorMs - backfill.doneToMs : 0;
  const done = backfill !== undefined && backfill.doneToMs <= backfill.limitMs;
  const left = span - walked;
  // Before the first tail, the backfill's anchor is as new as the index gets.
  const coverageToMs = tail?.watermarkMs ?? (backfill && backfill.doneToMs < backfill.anchorMs ? backfill.anchorMs : undefined);
  return {
    enabled: true,
    retentionDays: config.days,
    coverageFrom: backfill && backfill.doneToMs < backfill.anchorMs ? iso(Math.max(backfill.doneToMs, retentionLimit)) : null,
    coverageTo: iso(coverageToMs),
    rows: count,
    lastTailAt: iso(tail?.atMs),
    lagSeconds: coverageToMs === undefined ? null : Math.max(0, Math.round((nowMs - coverageToMs) / 1000)),
    backfill: {
      done,
      percent: done ? 100 : span > 0 ? Math.floor((walked / span) * 1000) / 10 : 0,
      etaSeconds: done ? 0 : backfill && backfill.spanPerSecond > 0 ? Math.ceil(left / backfill.spanPerSecond) : null,
    },
    lastError: error ? { at: new Date(error.atMs).toISOString(), message: error.message } : null,
    syncing,
  };
}
