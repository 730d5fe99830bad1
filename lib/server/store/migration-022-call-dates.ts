import "server-only";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 022 (issue #38 §4): the creation time of each reviewed or noted call, so the
// Reviews list can be filtered by the call's date beside the review's. The service has it,
// but asking it for every reviewed call of a range would be a look-up per call; a call's
// creation time never changes, so it is kept once, when a review or note is written or the
// call's facts are read for the list (lib/server/reviews/call-dates.ts). ISO instants with Z,
// as the list's bounds are, so the text compares in time order on both engines.
export const callDates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("call_date")
      .addColumn("call_id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("call_date_created").on("call_date").columns(["created_at", "call_id"]).execute();
  },
};
