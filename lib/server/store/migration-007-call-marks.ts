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

/**
 * Fills call_mark from the reviews and notes already stored (the migration; the bench after its
 * bulk seed): whole-table aggregates joined by call, in time linear in the rows on both
 * engines, not a subquery per call (which PostgreSQL, with no statistics yet on freshly
 * loaded tables, planned as a scan per call: over 5 s for 5,000 calls).
 */
export async function backfillCallMarks(db: QueryExecutorProvider): Promise<void> {
  await sql`
    insert into call_mark (call_id, reviews, latest_score, notes)
    select c.call_id, coalesce(r.n, 0), l.score, coalesce(n.n, 0)
    from (select call_id from call_review union select call_id from call_note) c
    left join (select call_id, count(*) as n from call_review group by call_id) r on r.call_id = c.call_id
    left join (select call_id, count(*) as n from call_note group by call_id) n on n.call_id = c.call_id
    left join (
      select call_id, score from (
        select call_id, score, row_number() over (partition by call_id order by reviewed_at desc, reviewer) as k from call_review
      ) ranked where k = 1
    ) l on l.call_id = c.call_id`.execute(db);
}
