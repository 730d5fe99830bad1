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
    // Whole-table aggregates joined by call (linear in the rows on both engines), not a
    // subquery per call, which PostgreSQL without statistics plans as a scan per call.
    await sql`
      update call_mark set latest_at = a.latest
      from (
        select u.call_id, max(u.at) as latest from (
          select call_id, reviewed_at as at from call_review
          union all
          select call_id, updated_at as at from call_note
        ) u group by u.call_id
      ) a
      where a.call_id = call_mark.call_id`.execute(db);
    // Newest first, ties by call id: the list's order, read straight off the index.
    await sql`create index call_mark_latest on call_mark (latest_at desc, call_id)`.execute(db);
    await db.schema.createIndex("call_note_author_updated").on("call_note").columns(["author", "updated_at"]).execute();
    await db.schema.createIndex("call_note_updated").on("call_note").column("updated_at").execute();
    await db.schema.createIndex("call_review_reviewer_at").on("call_review").columns(["reviewer", "reviewed_at"]).execute();
  },
};
