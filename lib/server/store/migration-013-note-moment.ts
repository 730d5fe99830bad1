import "server-only";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseConfig } from "./store-config";

// Migration 013 (issue #39): a note's moment as a double on PostgreSQL, where migration 006's
// `real` is a 4-byte float: it refused 5e-324 with a 500 ("out of range for type real") and
// cannot hold 86,399.999 s to the millisecond. SQLite's REAL is already 8 bytes. The routes
// round the moment to milliseconds before storing it.
export const noteMoment = (engine: DatabaseConfig["engine"]): Migration => ({
  async up(db: Kysely<unknown>) {
    if (engine === "postgres") await sql`alter table call_note alter column at_seconds type double precision`.execute(db);
  },
});
