import "server-only";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 006 (issue #30): notes pinned to moments of a call's recording, and one review
// (score and tags) per call and reviewer. In a file of its own, like every migration from
// here on: shipped, it is never edited.
export const notesAndReviews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("call_note")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("call_id", "text", (c) => c.notNull())
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("at_seconds", "real")
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("call_note_call").on("call_note").columns(["call_id", "created_at"]).execute();
    await db.schema
      .createTable("call_review")
      .addColumn("call_id", "text", (c) => c.notNull())
      .addColumn("reviewer", "text", (c) => c.notNull())
      .addColumn("score", "integer", (c) => c.notNull())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("reviewed_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("call_review_pk", ["call_id", "reviewer"])
      .execute();
    await db.schema.createIndex("call_review_reviewed_at").on("call_review").column("reviewed_at").execute();
  },
};
