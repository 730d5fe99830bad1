import "server-only";
import type { StoreDb } from "./database";

// The addresses an account signed in from in the last KNOWN_MS (migration 012): sign-ins
// from them are never shut out by strangers' failures and go first to the hashing workers.

const KNOWN_MS = 30 * 86_400_000;

export async function isKnownAddress(db: StoreDb, user: string, address: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom("sign_in_address")
    .select("last_ms")
    .where("user_name", "=", user)
    .where("address", "=", address)
    .where("last_ms", ">=", now - KNOWN_MS)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberAddress(db: StoreDb, user: string, address: string, now = Date.now()): Promise<void> {
  await db
    .insertInto("sign_in_address")
    .values({ user_name: user, address, last_ms: now })
    .onConflict((oc) => oc.columns(["user_name", "address"]).doUpdateSet({ last_ms: now }))
    .execute();
}

export async function pruneKnownAddresses(db: StoreDb, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("sign_in_address")
    .where("last_ms", "<", now - KNOWN_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
