import "server-only";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 010 (issue #39): the first answer to each write that carried an
// Idempotency-Key, per user, so a retry of the same action returns that answer instead of
// writing again. Kept 24 hours (pruned by time; the index on created_at finds the old ones).
export const idempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("idempotency_key")
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      // The method, path and a hash of the body: the same key on another request is refused.
      .addColumn("fingerprint", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("idempotency_key_pk", ["user_name", "key"])
      .execute();
    await db.schema.createIndex("idempotency_key_created_at").on("idempotency_key").column("created_at").execute();
  },
};
