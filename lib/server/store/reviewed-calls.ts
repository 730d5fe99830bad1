import "server-only";
import { sql } from "kysely";
import type { Note, Review } from "@/lib/reviews/review";
import type { ReviewsQuery } from "@/lib/reviews/reviews-query";
import { activityPage, countActiveCalls } from "./call-activity";
import type { StoreDb } from "./database";
import { toNote } from "./notes";
import { toReview } from "./reviews";

// The Reviews page's list (issue #30): calls with a review or a note, newest activity
// first, filtered and paged in the store, one query per engine alike. A call is listed when
// any of its reviews or notes matches: the reviewer filter matches a review's reviewer or a
// note's author, and the dates a review's or note's time; a tag or a score can only match a
// review, so with either of them notes are not read at all. Ordered by the latest matching
// time, then the call id, so a page boundary never moves between two equal times.

/** The list's filters with their presets resolved (resolveReviewRanges): bounds only. */
export type ReviewedCallsFilter = Omit<ReviewsQuery, "page" | "pageSize" | "reviewed" | "called">;

export interface StoredReviewedCall {
  callId: string;
  reviews: Review[];
  notes: number;
  latestAt: string;
}

// Tags are stored as a JSON array of strings, so the quoted tag matches exactly one tag.
// LIKE's own characters are escaped, with the escape character named: SQLite has none by default.
const tagPattern = (tag: string) => `%${JSON.stringify(tag).replace(/[%_\\]/g, "\\$&")}%`;

/** Each matching review's and note's call and time. */
function activity(db: StoreDb, f: ReviewedCallsFilter) {
  let reviews = db.selectFrom("call_review").select(["call_id", "reviewed_at as at"]);
  if (f.reviewer) reviews = reviews.where("reviewer", "=", f.reviewer);
  // Several tags: a review with any of them (the form's label says so).
  const tags = f.tag ?? [];
  if (tags.length > 0) reviews = reviews.where((eb) => eb.or(tags.map((tag) => sql<boolean>`tags like ${tagPattern(tag)} escape '\\'`)));
  if (f.minScore !== undefined) reviews = reviews.where("score", ">=", f.minScore);
  if (f.maxScore !== undefined) reviews = reviews.where("score", "<=", f.maxScore);
  if (f.from) reviews = reviews.where("reviewed_at", ">=", f.from);
  if (f.to) reviews = reviews.where("reviewed_at", "<=", f.to);
  if (f.callFrom || f.callTo) reviews = reviews.where("call_id", "in", callsCreatedIn(db, f));
  if (tags.length > 0 || f.minScore !== undefined || f.maxScore !== undefined) return reviews;
  // A note's time is its latest edit, as a review's is its latest marking.
  let notes = db.selectFrom("call_note").select(["call_id", "updated_at as at"]);
  if (f.reviewer) notes = notes.where("author", "=", f.reviewer);
  if (f.from) notes = notes.where("updated_at", ">=", f.from);
  if (f.to) notes = notes.where("updated_at", "<=", f.to);
  if (f.callFrom || f.callTo) notes = notes.where("call_id", "in", callsCreatedIn(db, f));
  return reviews.unionAll(notes);
}

/** The reviewed calls created in the filter's call-date range, as far as their dates are known (call_date, migration 022). */
function callsCreatedIn(db: StoreDb, f: ReviewedCallsFilter) {
  let dates = db.selectFrom("call_date").select("call_date.call_id");
  if (f.callFrom) dates = dates.where("call_date.created_at", ">=", f.callFrom);
  if (f.callTo) dates = dates.where("call_date.created_at", "<=", f.callTo);
  return dates;
}

const unfiltered = (f: ReviewedCallsFilter) => Object.values(f).every((v) => v === undefined);

/** True when nothing happened after `to` (or there is none), so the calls' latest activity is their latest matching one. */
async function coversAll(db: StoreDb, to: string | undefined): Promise<boolean> {
  if (to === undefined) return true;
  const { latest } = await db
    .selectFrom("call_mark")
    .select((eb) => eb.fn.max("latest_at").as("latest"))
    .executeTakeFirstOrThrow();
  return latest === null || String(latest) <= to;
}

/**
 * The page's calls and the total. Unfiltered (the list as it opens, and its export, whose
 * end is now), and from a date on, both come from call_mark's latest_at index (migration
 * 011): a page is an index range, never a group over every review and note. The reviewer
 * and other date filters count and page from call_activity (call-activity.ts); a tag or
 * score filter groups its own range of reviews.
 */
async function pageOf(db: StoreDb, filter: ReviewedCallsFilter, offset: number, limit: number) {
  const { reviewer, from, to, ...reviewOnly } = filter;
  const dated = unfiltered(reviewOnly) && reviewer === undefined;
  if (dated && (await coversAll(db, to))) {
    let marked = db.selectFrom("call_mark").where("latest_at", "is not", null);
    if (from) marked = marked.where("latest_at", ">=", from);
    return Promise.all([
      marked.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      marked.select(["call_id", "latest_at as latest"]).orderBy("latest_at", "desc").orderBy("call_id").limit(limit).offset(offset).execute(),
    ]);
  }
  if (unfiltered(reviewOnly))
    // The reviewer and date filters from call_activity's indexes (migration 019).
    return Promise.all([countActiveCalls(db, filter).then((n) => ({ n })), activityPage(db, filter, offset, limit)]);
  const latest = db
    .selectFrom(activity(db, filter).as("a"))
    .select((eb) => ["a.call_id", eb.fn.max("a.at").as("latest")])
    .groupBy("a.call_id");
  return Promise.all([
    db
      .selectFrom(latest.as("l"))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    latest.orderBy("latest", "desc").orderBy("a.call_id").limit(limit).offset(offset).execute(),
  ]);
}

/** A page of reviewed or noted calls, with the total that match. */
export async function listReviewedCalls(
  db: StoreDb,
  filter: ReviewedCallsFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ calls: StoredReviewedCall[]; total: number }> {
  const [count, rows] = await pageOf(db, filter, offset, limit);
  const ids = rows.map((r) => r.call_id);
  const [reviews, counted] = ids.length === 0 ? [[], []] : await Promise.all([reviewsOfCalls(db, ids), noteCounts(db, ids)]);
  const notes = new Map(counted.map((r) => [r.call_id, Number(r.notes)]));
  return {
    total: Number(count.n),
    calls: rows.map((r) => ({
      callId: r.call_id,
      reviews: reviews.filter((v) => v.callId === r.call_id),
      notes: notes.get(r.call_id) ?? 0,
      latestAt: String(r.latest),
    })),
  };
}

async function reviewsOfCalls(db: StoreDb, ids: string[]): Promise<Review[]> {
  const rows = await db.selectFrom("call_review").selectAll().where("call_id", "in", ids).orderBy("reviewed_at", "desc").orderBy("reviewer").execute();
  return rows.map(toReview);
}

/** The calls' note counts, kept in call_mark on write (never counted here). */
function noteCounts(db: StoreDb, ids: string[]) {
  return db.selectFrom("call_mark").select(["call_id", "notes"]).where("call_id", "in", ids).execute();
}

/** Every note of these calls, by call, oldest first (the export; at most NOTES_PER_CALL a call). */
export async function notesOfCalls(db: StoreDb, ids: string[]): Promise<Note[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("call_note").selectAll().where("call_id", "in", ids).orderBy("call_id").orderBy("created_at").orderBy("id").execute();
  return rows.map(toNote);
}
