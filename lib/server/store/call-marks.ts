import "server-only";
import { sql, type Transaction } from "kysely";
import type { ReviewMark } from "@/lib/call-results/review";
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

/** Recounts the call's mark from its reviews and notes, after the write, in the same transaction. */
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
    }))
    .where("call_id", "=", callId)
    .execute();
}

// The page's ids travel as one parameter (a PostgreSQL array, a JSON array on SQLite) rather
// than one placeholder per id: with 500 placeholders PostgreSQL spent 1.4–3.7 ms planning
// (each element's selectivity is estimated) before reading anything.
const inPage = (store: Pick<Store, "engine">, ids: string[]) =>
  store.engine === "postgres" ? sql<boolean>`call_id = any(${ids}::text[])` : sql<boolean>`call_id in (select value from json_each(${JSON.stringify(ids)}))`;

/** The marks of a page of calls, in one statement however many rows; calls with neither a review nor a note are left out. */
export async function reviewMarks(store: Pick<Store, "db" | "engine">, callIds: string[]): Promise<Record<string, ReviewMark>> {
  if (callIds.length === 0) return {};
  const rows = await store.db
    .selectFrom("call_mark")
    .select(["call_id", "reviews", "latest_score", "notes"])
    .where(inPage(store, callIds))
    .where((eb) => eb.or([eb("reviews", ">", 0), eb("notes", ">", 0)]))
    .execute();
  // An object without a prototype: a call id such as "__proto__" or "constructor" is a key
  // like any other. Filled in one pass (a Map turned into an object took 0.14 ms for 500 rows,
  // this 0.02). At most one entry per id asked for (the route takes PAGE_SIZE_MAX at most).
  const marks: Record<string, ReviewMark> = Object.create(null);
  for (const r of rows)
    marks[r.call_id] = { reviews: Number(r.reviews), latestScore: r.latest_score === null ? null : Number(r.latest_score), notes: Number(r.notes) };
  return marks;
}
