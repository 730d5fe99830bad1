import "server-only";
import type { CallResult } from "@/lib/call-results/schemas";
import { log } from "../log/logger";
import type { StoreDb } from "../store/database";

// The creation time of the calls that are reviewed or noted (migration 022), for the Reviews
// list's call-date filter. Kept whenever the call's facts are at hand: a review's or note's
// write (which checks that the call exists) and each page of the list and its export, which
// also fills in the calls reviewed before the table existed as they are shown.

/** Keeps the calls' creation times; a time already kept stays (it never changes). Never fails the caller: a missed one is kept at the next look. */
export async function rememberCallDates(db: StoreDb, calls: Iterable<CallResult | null | undefined>): Promise<void> {
  const rows = [...calls].flatMap((c) => {
    const ms = c ? Date.parse(c.createdAt) : Number.NaN;
    return c && Number.isFinite(ms) ? [{ call_id: c.callId, created_at: new Date(ms).toISOString() }] : [];
  });
  if (rows.length === 0) return;
  try {
    await db
      .insertInto("call_date")
      .values(rows)
      .onConflict((oc) => oc.column("call_id").doNothing())
      .execute();
  } catch (error) {
    log().warn({ detail: (error as Error).message }, "call dates not kept");
  }
}
