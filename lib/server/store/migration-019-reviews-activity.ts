import "server-only";
import { type Kysely, type QueryExecutorProvider, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 019 (issue #39): the Reviews list's reviewer and date filters from indexes. With
// 1 M notes, one reviewer's list took 77 / 271 ms (SQLite / PostgreSQL) and one month's
// 1.3 s / 0.8 s: both grouped every matching review and note by call, to count the calls and
// to order them. call_activity holds each review and note as a point of its call's activity,
// with the time of the call's point before it (overall, and by the same user name). A call
// has a point in [from, to] exactly when one of its points in that range has its previous
// point before `from` (the first in the range), so the count reads one index entry per
// call, one UTC day at a time (day, prev_at), never every point of the range; the page walks
// the points newest first and stops once it has its calls (call-activity.ts). The backfill
// is written out here, frozen; call-activity.ts keeps the live copy for one call.

/** Every call's points from its reviews and notes (exported for the bench, which seeds a store the same way). */
export async function backfillActivity(db: QueryExecutorProvider): Promise<void> {
  await sql`insert into call_activity (call_id, point_id, user_name, at, day, prev_at, prev_user_at)
      select call_id, point_id, user_name, at, substr(at, 1, 10),
        coalesce(lag(at) over (partition by call_id order by at, point_id), ''),
        coalesce(lag(at) over (partition by call_id, user_name order by at, point_id), '')
      from (
        select call_id, id as point_id, author as user_name, updated_at as at from call_note
        union all
        select call_id, 'review:' || reviewer_id, reviewer, reviewed_at from call_review
      ) p`.execute(db);
}

export const reviewsActivity: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table call_activity (
      call_id text not null, point_id text not null, user_name text not null,
      at text not null, day text not null, prev_at text not null, prev_user_at text not null,
      constraint call_activity_pk primary key (call_id, point_id))`.execute(db);
    await backfillActivity(db);
    // The counts: with `from`, one range per day; without, the calls' (or users') first points.
    await sql`create index call_activity_day on call_activity (day, prev_at, at)`.execute(db);
    await sql`create index call_activity_user_day on call_activity (user_name, day, prev_user_at, at)`.execute(db);
    await sql`create index call_activity_first on call_activity (at) where prev_at = ''`.execute(db);
    await sql`create index call_activity_user_first on call_activity (user_name, at) where prev_user_at = ''`.execute(db);
    // The pages: newest first, ties by call id, as the list orders them.
    await sql`create index call_activity_at on call_activity (at desc, call_id)`.execute(db);
    await sql`create index call_activity_user_at on call_activity (user_name, at desc, call_id)`.execute(db);
  },
};
