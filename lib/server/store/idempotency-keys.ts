import "server-only";
import type { StoreDb } from "./database";

// The first answers to writes that carried an Idempotency-Key (migration 010). One row per
// user and key, written in the transaction of the write it answers, so the row exists if
// and only if the write does. Kept KEEP_MS, then pruned.

const KEEP_MS = 24 * 3_600_000;

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
}

export async function findAnswer(db: StoreDb, user: string, key: string, now = Date.now()): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom("idempotency_key")
    .select(["fingerprint", "status", "body"])
    .where("user_name", "=", user)
    .where("key", "=", key)
    .where("created_at", ">=", new Date(now - KEEP_MS).toISOString())
    .executeTakeFirst();
  return row ? { ...row, status: Number(row.status) } : null;
}

/** Stores the answer; throws (a unique violation) when the key is taken, by this write's twin that committed first. */
export async function saveAnswer(db: StoreDb, user: string, key: string, answer: StoredAnswer, now = Date.now()): Promise<void> {
  await db
    .insertInto("idempotency_key")
    .values({ user_name: user, key, ...answer, created_at: new Date(now).toISOString() })
    .execute();
}

/** Removes the keys older than KEEP_MS; how many. */
export async function pruneAnswers(db: StoreDb, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("idempotency_key")
    .where("created_at", "<", new Date(now - KEEP_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
