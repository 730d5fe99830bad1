import "server-only";
import { sql, type Transaction } from "kysely";
import { refreshActivity } from "./call-activity";
import type { Store } from "./database";
import type { StoreSchema } from "./schema";

// The calls table's Review column (issue #30): per call, its reviews, the latest one's score and
// its notes, kept in call_mark (migration 007) by every write of a review or note, so that a
// page's marks are one statement on one table: an index search per row (the key), nothing
// counted at read time. Counting call_review and call_note per page instead cost PostgreSQL
// 5.1 ms at p50 and 8.7 at p95 for a 500-row page with 10,000 reviews and 20,000 notes (a
// hash join over every review, 500 index searches of the notes), over the 5 ms the column
// may add to a page.

type Trx = Transaction<StoreSchema>;

/**
 * Takes the call's mark row (made if missing) for the rest of the transaction, before its
 * review or note is written. Two writes to one call then run one after the other, and the
 * second one's refresh counts the first's row: under PostgreSQL's READ COMMITTED each
 * statement reads what was committed when it began, so a refresh that did not wait for the
 * lock could miss a concurrent note and store a count one short. SQLite runs one write
 * transaction at a time anyway.
 */
export async function lockMark(trx: Trx, callId: string): Promise<void> {
  await trx
    .insertInto("call_mark")
    .values({ call_id: callId, reviews: 0, latest_score: null, notes: 0 })
    .onConflict((oc) => oc.column("call_id").doUpdateSet({ call_id: callId }))
    .execute();
}

/** Recounts the call's mark (and its activity points, call-activity.ts) from its reviews and notes, after the write, in the same transaction. */
export async function refreshMark(trx: Trx, callId: string): Promise<void> {
  await trx
    .updateTable("call_mark")
    .set((eb) => ({
      reviews: eb
        .selectFrom("call_review")
        .select((r) => r.fn.countAll<number>().as("n"))
        .where("call_id", "=", callId),
      // The latest review's score (ties by reviewer), as the Reviews page lists them.
      latest_score: eb.selectFrom("call_review").select("score").where("call_id", "=", callId).orderBy("reviewed_at", "desc").orderBy("reviewer").limit(1),
      notes: eb
        .selectFrom("call_note")
        .select((n) => n.fn.countAll<number>().as("n"))
        .where("call_id", "=", callId),
      // The Reviews list's order (migration 011): the latest review or note edit.
      latest_at: sql<string | null>`(select max(x.at) from (
        select max(reviewed_at) as at from call_review where call_id = ${callId}
        union all select max(updated_at) as at from call_note where call_id = ${callId}) x)`,
    }))
    .where("call_id", "=", callId)
    .execute();
  await refreshActivity(trx, callId);
}

/**
 * The marks of a page of calls as MarksAnswer's JSON text ([reviews, latestScore, notes] or
 * null per id, in the order given, repeats included), in one statement however many rows.
 *
 * The database writes the answer. The ids go in as one JSON array, and the positions come back
 * as one string the route sends on as it is. Returning a row per call instead cost 500 KB of
 * short-lived objects per 500-row page (the driver's row objects, a keyed object of marks, the
 * answer built from it). The collections of the young generation that those allocations
 * brought on landed in the request, and PostgreSQL's p95 was 5.2–5.8 ms, not 3.
 * Why one parameter rather than one placeholder per id: with 500 placeholders, PostgreSQL
 * spent 1.4–3.7 ms planning (it estimates each element's selectivity) before reading anything.
 */
export async function pageMarks(store: Pick<Store, "db" | "engine">, callIds: readonly string[]): Promise<string> {
  const ids = JSON.stringify(callIds);
  const { rows } = await (store.engine === "postgres"
    ? sql<{ marks: string }>`
        select coalesce(json_agg(case when m.reviews > 0 or m.notes > 0 then json_build_array(m.reviews, m.latest_score, m.notes) end order by p.i), '[]')::text as marks
        from json_array_elements_text(${ids}::json) with ordinality as p(id, i)
        left join call_mark m on m.call_id = p.id`
    : sql<{ marks: string }>`
        select json_group_array(iif(m.reviews > 0 or m.notes > 0, json_array(m.reviews, m.latest_score, m.notes), null) order by p.key) as marks
        from json_each(${ids}) p
        left join call_mark m on m.call_id = p.value`
  ).execute(store.db);
  return rows[0]?.marks ?? "[]";
}
