import "server-only";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 023 (issue #40's speed): per-day roll-ups beside migration 015's per-hour ones,
// kept by the sync in the same transaction as the rows (lib/server/insights/rollups.ts).
// A 30-day range's agents and duration buckets read a row per UTC day, agent, status,
// direction and voicemail flag (about 24 times fewer than per hour); the partial days at a
// range's edges (a zone's midnight is not UTC's) still come from the hourly roll-ups and the
// rows, so every figure stays exact in any zone. Frozen once shipped, like every migration.
//
// - insights_day: insights_hour by UTC day.
// - insights_day_duration: insights_duration by UTC day.
// - insights_day_seconds: completed calls with a duration per UTC day and duration in whole
//   seconds, no agent or direction: the exact median reads the counts of the one bucket that
//   holds it, instead of the range's calls.
// - a covering index on insights_hour_total, the heatmap's and the trend's read, so SQLite
//   reads the index alone and PostgreSQL can answer by an index-only scan.
export function insightsDays(engine: "sqlite" | "postgres"): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const bigint = engine === "postgres" ? "bigint" : "integer";
      await db.schema
        .createTable("insights_day")
        .addColumn("day_ms", bigint, (c) => c.notNull())
        .addColumn("agent_id", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("voicemail", "integer", (c) => c.notNull())
        .addColumn("calls", "integer", (c) => c.notNull())
        .addColumn("duration_calls", "integer", (c) => c.notNull())
        .addColumn("duration_sum", bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint("insights_day_key", ["day_ms", "agent_id", "status", "direction", "voicemail"])
        .execute();
      await db.schema
        .createTable("insights_day_duration")
        .addColumn("day_ms", bigint, (c) => c.notNull())
        .addColumn("agent_id", "text", (c) => c.notNull())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("voicemail", "integer", (c) => c.notNull())
        .addColumn("bucket", "integer", (c) => c.notNull())
        .addColumn("calls", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("insights_day_duration_key", ["day_ms", "agent_id", "direction", "voicemail", "bucket"])
        .execute();
      await db.schema
        .createTable("insights_day_seconds")
        .addColumn("day_ms", bigint, (c) => c.notNull())
        .addColumn("seconds", "integer", (c) => c.notNull())
        .addColumn("calls", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("insights_day_seconds_key", ["day_ms", "seconds"])
        .execute();
      const cover = (name: string, table: string, columns: string[]) => db.schema.createIndex(name).on(table).columns(columns).execute();
      await cover("insights_day_cover", "insights_day", ["day_ms", "agent_id", "status", "voicemail", "direction", "calls", "duration_calls", "duration_sum"]);
      await cover("insights_day_duration_cover", "insights_day_duration", ["day_ms", "agent_id", "bucket", "direction", "voicemail", "calls"]);
      await cover("insights_day_seconds_cover", "insights_day_seconds", ["day_ms", "seconds", "calls"]);
      await cover("insights_hour_total_cover", "insights_hour_total", ["hour_ms", "status", "voicemail", "calls", "duration_calls", "duration_sum"]);
      await rollUpDays(db);
    },
  };
}

/** Fills the per-day roll-ups from the calls the index holds (the migration, and the bench's bulk load). */
export async function rollUpDays(db: Kysely<unknown>): Promise<void> {
  const day = sql`created_ms - (created_ms % 86400000)`;
  await sql`insert into insights_day (day_ms, agent_id, status, direction, voicemail, calls, duration_calls, duration_sum)
    select ${day}, agent_id, status, direction, is_voicemail, count(*), count(duration_seconds), coalesce(sum(duration_seconds), 0)
    from call_index where deleted = 0 group by 1, 2, 3, 4, 5`.execute(db);
  const bucket = sql.raw(
    `case ${[...BUCKETS_023]
      .reverse()
      .map((b) => `when duration_seconds >= ${b} then ${b}`)
      .join(" ")} else 0 end`,
  );
  const completed = sql`deleted = 0 and status = 'completed' and duration_seconds is not null`;
  await sql`insert into insights_day_duration (day_ms, agent_id, direction, voicemail, bucket, calls)
    select ${day}, agent_id, direction, is_voicemail, ${bucket}, count(*) from call_index where ${completed} group by 1, 2, 3, 4, 5`.execute(db);
  await sql`insert into insights_day_seconds (day_ms, seconds, calls)
    select ${day}, duration_seconds, count(*) from call_index where ${completed} group by 1, 2`.execute(db);
}

/** The duration buckets' lower bounds in seconds, as migration 015 froze them (the live list is lib/insights/buckets.ts). */
const BUCKETS_023 = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 900, 1800, 3600];
