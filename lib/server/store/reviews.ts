import "server-only";
import { sql } from "kysely";
import type { Review, ReviewMark } from "@/lib/call-results/review";
import type { StoreDb } from "./database";

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

/** The marks of a page of calls in one query, however many rows: reviews and notes counted per call. */
export async function reviewMarks(db: StoreDb, callIds: string[]): Promise<Record<string, ReviewMark>> {
  if (callIds.length === 0) return {};
  const rows = await db
    .selectFrom(
      db
        .selectFrom("call_review")
        .select(["call_id", sql<number>`1`.as("review"), sql<number | null>`score`.as("score"), sql<number>`0`.as("note")])
        .where("call_id", "in", callIds)
        .unionAll(
          db
            .selectFrom("call_note")
            .select(["call_id", sql<number>`0`.as("review"), sql<number | null>`null`.as("score"), sql<number>`1`.as("note")])
            .where("call_id", "in", callIds),
        )
        .as("marks"),
    )
    .select((eb) => ["call_id", eb.fn.sum<number>("review").as("reviews"), eb.fn.max<number | null>("score").as("best"), eb.fn.sum<number>("note").as("notes")])
    .groupBy("call_id")
    .execute();
  return Object.fromEntries(
    rows.map((r) => [r.call_id, { reviews: Number(r.reviews), bestScore: r.best === null ? null : Number(r.best), notes: Number(r.notes) }]),
  );
}
