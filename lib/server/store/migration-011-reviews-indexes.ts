import "server-only";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 011 (issue #39): the Reviews list from indexes, never a scan. With 1 M notes,
// grouping every review and note by call to find each call's latest activity took 2–4.8 s.
// Each call's latest activity (its latest review or note edit) is now kept in its call_mark
// row on write, beside the counts, and an index on it pages the unfiltered list; the
// filters' columns get indexes of their own. The backfill is written out here, frozen.
export const reviewsIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("call_mark").addColumn("latest_at", "text").execute();
    await sql`
      update call_mark set latest_at = (
        select max(x.at) from (
          select max(r.reviewed_at) as at from call_review r where r.call_id = call_mark.call_id
          union all
          select max(n.updated_at) as at from call_note n where n.call_id = call_mark.call_id
        ) x
      )`.execute(db);
    // Newest first, ties by call id: the list's order, read straight off the index.
    await sql`create index call_mark_latest on call_mark (latest_at desc, call_id)`.execute(db);
    await db.schema.createIndex("call_note_author_updated").on("call_note").columns(["author", "updated_at"]).execute();
    await db.schema.createIndex("call_note_updated").on("call_note").column("updated_at").execute();
    await db.schema.createIndex("call_review_reviewer_at").on("call_review").columns(["reviewer", "reviewed_at"]).execute();
  },
};
