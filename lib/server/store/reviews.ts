import "server-only";
import { sql } from "kysely";
import type { Review, ReviewMark } from "@/lib/call-results/review";
import type { Store, StoreDb } from "./database";

// Reviews of calls (issue #30): one per call and reviewer, a score from 1 to 5 and tags
// from the configured set (the route checks both). Marking again replaces the review.

export const toReview = (r: { call_id: string; reviewer: string; score: number; tags: string; reviewed_at: string }): Review => ({
  callId: r.call_id,
  reviewer: r.reviewer,
  score: Number(r.score),
  tags: JSON.parse(r.tags) as string[],
  reviewedAt: r.reviewed_at,
});

export async function putReview(db: StoreDb, review: Omit<Review, "reviewedAt">, now = Date.now()): Promise<Review> {
  const row = {
    call_id: review.callId,
    reviewer: review.reviewer,
    score: review.score,
    tags: JSON.stringify(review.tags),
    reviewed_at: new Date(now).toISOString(),
  };
  await db
    .insertInto("call_review")
    .values(row)
    .onConflict((oc) => oc.columns(["call_id", "reviewer"]).doUpdateSet({ score: row.score, tags: row.tags, reviewed_at: row.reviewed_at }))
    .execute();
  return toReview(row);
}

export async function reviewsOf(db: StoreDb, callId: string): Promise<Review[]> {
  const rows = await db.selectFrom("call_review").selectAll().where("call_id", "=", callId).orderBy("reviewed_at", "desc").execute();
  return rows.map(toReview);
}

// The marks of a page of calls (the calls table's Review column): one statement, however
// many rows, with the page's ids as one parameter (a PostgreSQL array, a JSON array on
// SQLite) rather than one placeholder per id. With 500 placeholders, used twice, PostgreSQL
// spent 1.4–3.7 ms per statement planning (each element's selectivity is estimated) before
// reading anything; the set form plans in 0.2 ms. Each table is counted per call first (an
// index search on call_id in both: call_review's key, call_note_call) and only the two
// per-call lines are merged, not every review and note row.
const idSet = (store: Pick<Store, "engine">, ids: string[]) =>
  store.engine === "postgres" ? sql<string>`(select unnest(${ids}::text[]))` : sql<string>`(select value from json_each(${JSON.stringify(ids)}))`;

/** The marks of a page of calls in one query: per call, its reviews, their best score and its notes. */
export async function reviewMarks(store: Pick<Store, "db" | "engine">, callIds: string[]): Promise<Record<string, ReviewMark>> {
  if (callIds.length === 0) return {};
  const { db } = store;
  const ids = idSet(store, callIds);
  const perTable = db
    .selectFrom("call_review")
    .select((eb) => ["call_id", eb.fn.countAll<number>().as("reviews"), eb.fn.max<number | null>("score").as("best"), sql<number>`0`.as("notes")])
    .where("call_id", "in", ids)
    .groupBy("call_id")
    .unionAll(
      db
        .selectFrom("call_note")
        .select((eb) => ["call_id", sql<number>`0`.as("reviews"), sql<number | null>`null`.as("best"), eb.fn.countAll<number>().as("notes")])
        .where("call_id", "in", ids)
        .groupBy("call_id"),
    );
  const rows = await db
    .selectFrom(perTable.as("marks"))
    .select((eb) => [
      "call_id",
      eb.fn.sum<number>("reviews").as("reviews"),
      eb.fn.max<number | null>("best").as("best"),
      eb.fn.sum<number>("notes").as("notes"),
    ])
    .groupBy("call_id")
    .execute();
  return Object.fromEntries(
    rows.map((r) => [r.call_id, { reviews: Number(r.reviews), bestScore: r.best === null ? null : Number(r.best), notes: Number(r.notes) }]),
  );
}
