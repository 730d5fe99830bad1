import "server-only";
import type { StoreDb } from "./database";

// Per-user session generations: for each user, the moment (ms) their sessions were last
// revoked. lib/server/auth/session-generations.ts says what they mean.

const MAX_NAME_LENGTH = 256;

/** Sessions of `user` issued at or before this moment (ms) are void; 0 when none were revoked. */
export async function readValidSince(db: StoreDb, user: string): Promise<number> {
  const row = await db.selectFrom("session_generation").select("valid_since").where("user_name", "=", user.slice(0, MAX_NAME_LENGTH)).executeTakeFirst();
  return row ? Number(row.valid_since) : 0;
}

/**
 * Moves the user's generation to `now`, or 1 ms past the last one when that is later, so
 * two revocations in the same millisecond (on two instances too) still come in order. In
 * one statement, so concurrent revocations cannot both read the old value. Rows older
 * than `forgetBefore` no longer void any session and are removed.
 */
export async function writeValidSince(db: StoreDb, user: string, now: number, forgetBefore: number): Promise<void> {
  await db
    .insertInto("session_generation")
    .values({ user_name: user.slice(0, MAX_NAME_LENGTH), valid_since: now })
    .onConflict((oc) =>
      oc.column("user_name").doUpdateSet((eb) => ({
        valid_since: eb
          .case()
          .when(eb("session_generation.valid_since", ">=", eb.ref("excluded.valid_since")))
          .then(eb("session_generation.valid_since", "+", 1))
          .else(eb.ref("excluded.valid_since"))
          .end(),
      })),
    )
    .execute();
  await db.deleteFrom("session_generation").where("valid_since", "<", forgetBefore).execute();
}
