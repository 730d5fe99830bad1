import "server-only";
import type { Review } from "@/lib/reviews/review";
import { lockMark, refreshMark } from "./call-marks";
import type { StoreDb } from "./database";
import { inTransaction } from "./transaction";

// Reviews of calls (issue #30): one per call and reviewer, a score from 1 to 5 and tags
// from the configured set (the route checks both). Marking again replaces the review.

export const toReview = (r: { call_id: string; reviewer: string; score: number; tags: string; reviewed_at: string }): Review => ({
  callId: r.call_id,
  reviewer: r.reviewer,
  score: Number(r.score),
  tags: JSON.parse(r.tags) as string[],
  reviewedAt: r.reviewed_at,
});

/** Marks the call reviewed by this reviewer id (migration 018), replacing only that id's review. */
export async function putReview(db: StoreDb, review: Omit<Review, "reviewedAt"> & { reviewerId: string }, now = Date.now()): Promise<Review> {
  const row = {
    call_id: review.callId,
    reviewer: review.reviewer,
    reviewer_id: review.reviewerId,
    score: review.score,
    tags: JSON.stringify(review.tags),
    reviewed_at: new Date(now).toISOString(),
  };
  await inTransaction(db, async (trx) => {
    await lockMark(trx, row.call_id);
    await trx
      .insertInto("call_review")
      .values(row)
      .onConflict((oc) =>
        oc.columns(["call_id", "reviewer_id"]).doUpdateSet({ reviewer: row.reviewer, score: row.score, tags: row.tags, reviewed_at: row.reviewed_at }),
      )
      .execute();
    await refreshMark(trx, row.call_id);
  });
  return toReview(row);
}

export async function reviewsOf(db: StoreDb, callId: string): Promise<Review[]> {
  const rows = await db.selectFrom("call_review").selectAll().where("call_id", "=", callId).orderBy("reviewed_at", "desc").execute();
  return rows.map(toReview);
}
