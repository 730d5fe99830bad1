import "server-only";
import type { Transaction } from "kysely";
import type { StoreDb } from "./database";
import type { StoreSchema } from "./schema";

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one. A write
 * route opens one transaction for the row, its audit entry and its idempotency key
 * (lib/server/idempotency/), and the store's write functions join it instead of committing
 * on their own.
 */
export function inTransaction<T>(db: StoreDb, work: (trx: Transaction<StoreSchema>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<StoreSchema>) : db.transaction().execute(work);
}
