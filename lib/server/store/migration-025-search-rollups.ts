import "server-only";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 025 (issue #37's speed): two per-day roll-ups for the calls view's exact totals,
// kept by the sync in the rows' transaction like migration 023's (lib/server/insights/rollups.ts),
// read by lib/server/call-index/view-counts.ts. Frozen once shipped, like every migration.
//
// - insights_day_name: calls per UTC day, folded agent name as the call carries it ('' for
//   none), status, direction and voicemail flag. An agent-name search resolves its text to the
//   few folded names that contain it and counts them here, with the same meaning as the list's
//   filter on each call's own name.
// - insights_day_band: calls with a duration per UTC day, duration band, status, direction and
//   voicemail flag. A duration range counts its whole bands here; only the calls of the bands
//   its bounds cut through come from the rows (bands are 5 s wide under 2 minutes, so a bound
//   in whole minutes, 1:30 or 45 s cuts through none).
// Each has a covering index led by what a view picks (the name, the band), so SQLite reads the
// index alone and PostgreSQL can answer by an index-only scan.
//
// The list's sort indexes end with call_id, its tie-break, and on PostgreSQL keep nulls first
// (as the list sorts them: lowest), so a page sorted by duration, start or end reads 50 entries
// of an index instead of sorting every call. The duration index no longer holds created_ms:
// SQLite skip-scanned it for a created range ahead of the created index.
export function searchRollups(engine: "sqlite" | "postgres"): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const bigint = engine === "postgres" ? "bigint" : "integer";
      const table = (name: string, key: string, keyType: "text" | "integer") =>
        db.schema
          .createTable(name)
          .addColumn("day_ms", bigint, (c) => c.notNull())
          .addColumn(key, keyType, (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("direction", "text", (c) => c.notNull())
          .addColumn("voicemail", "integer", (c) => c.notNull())
          .addColumn("calls", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint(`${name}_key`, ["day_ms", key, "status", "direction", "voicemail"])
          .execute();
      await table("insights_day_name", "name", "text");
      await table("insights_day_band", "band", "integer");
      const cover = (name: string, on: string, columns: string[]) => db.schema.createIndex(name).on(on).columns(columns).execute();
      await cover("insights_day_name_cover", "insights_day_name", ["name", "day_ms", "status", "direction", "voicemail", "calls"]);
      await cover("insights_day_band_cover", "insights_day_band", ["band", "day_ms", "status", "direction", "voicemail", "calls"]);
      for (const [name, column] of [
        ["call_index_duration", "duration_seconds"],
        ["call_index_started", "started_ms"],
        ["call_index_ended", "ended_ms"],
      ]) {
        await db.schema.dropIndex(name!).execute();
        const nullsFirst = engine === "postgres" ? sql` nulls first` : sql``;
        await sql`create index ${sql.ref(name!)} on call_index (${sql.ref(column!)}${nullsFirst}, call_id)`.execute(db);
      }
      await rollUpSearch(db);
    },
  };
}

/** The band (its lower bound in seconds) of a duration column, as SQL; bandOf in rollups.ts is the same in TypeScript. */
const BAND_SQL = sql.raw(
  "case when duration_seconds < 120 then duration_seconds - duration_seconds % 5 when duration_seconds < 600 then duration_seconds - duration_seconds % 10 " +
    "when duration_seconds < 1800 then duration_seconds - duration_seconds % 30 when duration_seconds < 3600 then duration_seconds - duration_seconds % 60 " +
    "when duration_seconds < 7200 then duration_seconds - duration_seconds % 300 else 7200 end",
);

/** Fills both roll-ups from the calls the index holds (the migration, and the bench's bulk load). */
export async function rollUpSearch(db: Kysely<unknown>): Promise<void> {
  const day = sql`created_ms - (created_ms % 86400000)`;
  await sql`insert into insights_day_name (day_ms, name, status, direction, voicemail, calls)
    select ${day}, coalesce(agent_name_folded, ''), status, direction, is_voicemail, count(*)
    from call_index where deleted = 0 group by 1, 2, 3, 4, 5`.execute(db);
  await sql`insert into insights_day_band (day_ms, band, status, direction, voicemail, calls)
    select ${day}, ${BAND_SQL}, status, direction, is_voicemail, count(*)
    from call_index where deleted = 0 and duration_seconds is not null group by 1, 2, 3, 4, 5`.execute(db);
}
