import "server-only";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 012 (issue #39): the addresses each account signed in from, kept in the store
// and not only in Redis, whose restart forgot them and locked owners out of their usual
// address. `address` is the client address as counted (an IPv6 address by its /64); a
// mark older than 30 days no longer counts and is pruned.
export const knownAddresses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("sign_in_address")
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("last_ms", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("sign_in_address_pk", ["user_name", "address"])
      .execute();
    await db.schema.createIndex("sign_in_address_last").on("sign_in_address").column("last_ms").execute();
  },
};
