import "server-only";
import { type Kysely, type QueryExecutorProvider, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 007 (issue #30's bench): each call's marks for the calls table's Review column,
// kept on write (reviews.ts and notes.ts update a call's row in the transaction that writes
// its review or note), so a page's marks are one index search per row of one small table
// instead of counting two tables. Frozen once shipped, like every migration: the backfill
// is written out here, not borrowed from the live code.
export const callMarks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("call_mark")
      .addColumn("call_id", "text", (c) => c.primaryKey())
      .addColumn("reviews", "integer", (c) => c.notNull())
      // The latest review's score (ties by reviewer); null with no review.
      .addColumn("latest_score", "integer")
      .addColumn("notes", "integer", (c) => c.notNull())
      .execute();
    await backfillCallMarks(db);
  },
  // Only for the test that applies 007 to a store already holding reviews and notes.
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("call_mark").execute();
  },
};

/** Fills call_mark from the reviews and notes already stored (the migration; the bench after its bulk seed). */
export async function backfillCallMarks(db: QueryExecutorProvider): Promise<void> {
  await sql`
    insert into call_mark (call_id, reviews, latest_score, notes)
    select c.call_id,
      (select count(*) from call_review r where r.call_id = c.call_id),
      (select r.score from call_review r where r.call_id = c.call_id order by r.reviewed_at desc, r.reviewer limit 1),
      (select count(*) from call_note n where n.call_id = c.call_id)
    from (select call_id from call_review union select call_id from call_note) c`.execute(db);
}
