import "server-only";
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import { digitsOf } from "@/lib/call-results/index-filters";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { Store } from "../store/database";
import type { StoreSchema } from "../store/schema";
import { agentAndReviewFilters } from "./agent-review-where";
import { type Intervals, inIntervals } from "./clock-filter";
import { foldName } from "./rows";

// The calls view's filter over the call index (issue #37): the service's own filters and the
// index's, one query per engine alike. The list (search-query.ts), its summary
// (search-summary.ts), its counts (view-counts.ts, agent-counts.ts) and the export build on it,
// so the numbers of one view always agree.
//
// A phone search asks the trigram index of each engine for the digits anywhere in `from` or
// `to` (phone_digits holds both, apart, so a match never spans the two): on PostgreSQL a
// LIKE that pg_trgm's GIN index answers, on SQLite the FTS5 trigram table's LIKE. Both need
// 3 characters, which the parser requires (index-filters.ts). Soft-deleted calls are never
// shown.

/** The columns the list sorts by. */
export type SortColumn = "created_ms" | "started_ms" | "ended_ms" | "duration_seconds";

type Filtered = SelectQueryBuilder<StoreSchema, "call_index", object>;
type Where = ExpressionBuilder<StoreSchema, "call_index">;

/** LIKE's own characters escaped, with the escape character named (SQLite has none by default). */
const containing = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/**
 * The view's filters, every one but `status` when `withStatus` is false (the summary's counts
 * by status). `clock`: the UTC intervals of its hour and weekday filters (clock-filter.ts).
 */
export function filtered(
  store: Store,
  query: ListQuery,
  { withStatus = true, clock = null as Intervals | null, readBy = null as SortColumn | null } = {},
): Filtered {
  // `readBy` keeps SQLite off the indexes of every filter but that column's (a unary plus), for
  // a page read in the order of its sort (search-query.ts says when).
  const col = (name: SortColumn | "status" | "direction") => (readBy && readBy !== name && store.engine === "sqlite" ? sql`+${sql.ref(name)}` : sql.ref(name));
  let q = store.db.selectFrom("call_index").where("deleted", "=", 0) as Filtered;
  for (const [param, column] of [
    ["callId", "call_id"],
    ["callTaskId", "call_task_id"],
    ["endUserId", "end_user_id"],
    ["agentId", "agent_id"],
  ] as const) {
    const value = query[param];
    if (value !== undefined) q = q.where(column, "=", value);
  }
  if (withStatus && query.status) q = q.where(sql<boolean>`${col("status")} in (${sql.join(query.status)})`);
  if (query.createdFrom) q = q.where(sql<boolean>`${col("created_ms")} >= ${Date.parse(query.createdFrom)}`);
  if (query.createdTo) q = q.where(sql<boolean>`${col("created_ms")} <= ${Date.parse(query.createdTo)}`);
  if (query.phone !== undefined) {
    const pattern = containing(digitsOf(query.phone));
    q =
      store.engine === "postgres"
        ? q.where(sql<boolean>`phone_digits like ${pattern}`)
        : q.where("call_id", "in", (eb: Where) =>
            eb.selectFrom(sql`call_index_phone`.as("p")).select(sql<string>`p.call_id`.as("call_id")).where(sql<boolean>`p.phone_digits like ${pattern}`),
          );
  }
  if (query.agentName !== undefined) q = q.where(sql<boolean>`agent_name_folded like ${containing(foldName(query.agentName.trim()))} escape '\\'`);
  if (query.direction) q = q.where(sql<boolean>`${col("direction")} in (${sql.join(query.direction)})`);
  if (query.minDuration !== undefined) q = q.where(sql<boolean>`${col("duration_seconds")} >= ${query.minDuration}`);
  if (query.maxDuration !== undefined) q = q.where(sql<boolean>`${col("duration_seconds")} <= ${query.maxDuration}`);
  if (query.voicemail) q = q.where("is_voicemail", "=", query.voicemail === "yes" ? 1 : 0);
  if (query.recording) q = q.where("audio_available", "=", query.recording === "yes" ? 1 : 0);
  if (query.reviewed) {
    const reviewed = (eb: Where) =>
      eb.exists(eb.selectFrom("call_review").select("call_review.call_id").whereRef("call_review.call_id", "=", "call_index.call_id"));
    q = q.where((eb) => (query.reviewed === "yes" ? reviewed(eb) : eb.not(reviewed(eb))));
  }
  if (clock && readBy && readBy !== "created_ms" && store.engine === "sqlite")
    q = q.where(
      clock.length === 0
        ? sql<boolean>`1 = 0`
        : sql<boolean>`(${sql.join(
            clock.map(([a, b]) => sql`(+created_ms >= ${a} and +created_ms < ${b})`),
            sql` or `,
          )})`,
    );
  else if (clock) q = q.where((eb) => inIntervals(eb, clock));
  return agentAndReviewFilters(store, query, q);
}
