import "server-only";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 008 (issue #37): the local index of the project's calls, one row per call with
// all 18 fields of the spec (§2.1) as the service sent them, plus search columns and the
// sync's own state. Frozen once shipped, like every migration.
//
// - Times are kept twice: the string as sent (so the index equals the service's listing
//   field by field) and milliseconds since the epoch (so range, sort and roll-up queries
//   compare numbers the same way on both engines).
// - phone_digits is the digits of `from` and `to` joined by a space, so "4567" matches
//   either number and never across the two. agent_name_folded is the name in lower case
//   with its accents taken off, so "eloise" finds "Éloïse".
// - A call the service no longer returns is marked deleted (Fivetran's soft delete), not
//   removed, so a re-sync can tell "gone" from "not yet read".
// - Substring search on digits uses an index on both engines: pg_trgm's GIN index on
//   PostgreSQL, an FTS5 table with the trigram tokenizer on SQLite (kept by triggers).
export function callIndex(engine: "sqlite" | "postgres"): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const bigint = engine === "postgres" ? "bigint" : "integer";
      await db.schema
        .createTable("call_index")
        .addColumn("call_id", "text", (c) => c.primaryKey())
        .addColumn("call_task_id", "text")
        .addColumn("details_url", "text", (c) => c.notNull())
        .addColumn("agent_id", "text", (c) => c.notNull())
        .addColumn("agent_name", "text")
        .addColumn("end_user_id", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("from_number", "text", (c) => c.notNull())
        .addColumn("to_number", "text", (c) => c.notNull())
        .addColumn("started_at", "text")
        .addColumn("ended_at", "text")
        .addColumn("duration_seconds", "integer")
        .addColumn("is_voicemail", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("result_available", "integer", (c) => c.notNull())
        .addColumn("audio_available", "integer", (c) => c.notNull())
        .addColumn("created_ms", bigint, (c) => c.notNull())
        .addColumn("started_ms", bigint)
        .addColumn("ended_ms", bigint)
        .addColumn("updated_ms", bigint, (c) => c.notNull())
        .addColumn("phone_digits", "text", (c) => c.notNull())
        .addColumn("agent_name_folded", "text")
        .addColumn("deleted", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("synced_ms", bigint, (c) => c.notNull())
        .execute();
      const index = (name: string, columns: string[]) => db.schema.createIndex(name).on("call_index").columns(columns).execute();
      await index("call_index_created", ["created_ms"]);
      await index("call_index_started", ["started_ms"]);
      await index("call_index_ended", ["ended_ms"]);
      await index("call_index_duration", ["duration_seconds", "created_ms"]);
      await index("call_index_status", ["status", "created_ms"]);
      await index("call_index_direction", ["direction", "created_ms"]);
      await index("call_index_agent", ["agent_id", "created_ms"]);
      await index("call_index_agent_name", ["agent_name_folded"]);
      await index("call_index_task", ["call_task_id"]);
      await index("call_index_end_user", ["end_user_id"]);
      if (engine === "postgres") {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index call_index_phone_trgm on call_index using gin (phone_digits gin_trgm_ops)`.execute(db);
        await sql`create index call_index_agent_name_trgm on call_index using gin (agent_name_folded gin_trgm_ops)`.execute(db);
      } else {
        await sql`create virtual table call_index_phone using fts5(call_id unindexed, phone_digits, tokenize = 'trigram')`.execute(db);
        await sql`create trigger call_index_phone_insert after insert on call_index begin
          insert into call_index_phone (call_id, phone_digits) values (new.call_id, new.phone_digits); end`.execute(db);
        await sql`create trigger call_index_phone_update after update of phone_digits on call_index begin
          delete from call_index_phone where call_id = old.call_id;
          insert into call_index_phone (call_id, phone_digits) values (new.call_id, new.phone_digits); end`.execute(db);
        await sql`create trigger call_index_phone_delete after delete on call_index begin
          delete from call_index_phone where call_id = old.call_id; end`.execute(db);
      }
      // The sync's bookmarks (Singer's state): one JSON value per key, e.g. the tail's
      // watermark, the backfill's closed windows and the last reconciliation.
      await db.schema
        .createTable("call_index_state")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_ms", bigint, (c) => c.notNull())
        .execute();
    },
  };
}
