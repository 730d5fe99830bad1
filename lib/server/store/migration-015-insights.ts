import "server-only";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 015 (issue #40): the Insights page's roll-ups of the call index, kept by the
// sync in the same transaction as the rows (lib/server/insights/rollups.ts), so the page's
// figures never scan calls. Frozen once shipped, like every migration.
//
// - insights_hour: per UTC hour of creation, agent, status, direction and voicemail flag,
//   the number of calls and the sum and count of their known durations. Hours in UTC map
//   to local hours in any whole-hour time zone, across DST changes too.
// - insights_duration: completed calls with a duration, per the same hour, agent,
//   direction and voicemail flag, counted by duration bucket (its lower bound in seconds),
//   for the histogram, the median and the share of short calls.
// - insights_hour_total: insights_hour without agent and direction, for a page filtered by
//   neither (its headline, heatmap and trend read a row per hour and status, not hundreds).
// - insights_agent: each agent's latest name, so the agents table needs no scan for names.
export function insightsRollups(engine: "sqlite" | "postgres"): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const bigint = engine === "postgres" ? "bigint" : "integer";
      await db.schema
        .createTable("insights_hour")
        .addColumn("hour_ms", bigint, (c) => c.notNull())
        .addColumn("agent_id", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("voicemail", "integer", (c) => c.notNull())
        .addColumn("calls", "integer", (c) => c.notNull())
        .addColumn("duration_calls", "integer", (c) => c.notNull())
        .addColumn("duration_sum", bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint("insights_hour_key", ["hour_ms", "agent_id", "status", "direction", "voicemail"])
        .execute();
      await db.schema
        .createTable("insights_duration")
        .addColumn("hour_ms", bigint, (c) => c.notNull())
        .addColumn("agent_id", "text", (c) => c.notNull())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("voicemail", "integer", (c) => c.notNull())
        .addColumn("bucket", "integer", (c) => c.notNull())
        .addColumn("calls", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("insights_duration_key", ["hour_ms", "agent_id", "direction", "voicemail", "bucket"])
        .execute();
      await db.schema
        .createTable("insights_hour_total")
        .addColumn("hour_ms", bigint, (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("voicemail", "integer", (c) => c.notNull())
        .addColumn("calls", "integer", (c) => c.notNull())
        .addColumn("duration_calls", "integer", (c) => c.notNull())
        .addColumn("duration_sum", bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint("insights_hour_total_key", ["hour_ms", "status", "voicemail"])
        .execute();
      await db.schema
        .createTable("insights_agent")
        .addColumn("agent_id", "text", (c) => c.primaryKey())
        .addColumn("agent_name", "text")
        .execute();
      // What the index already holds when this migration runs is rolled up once here;
      // from then on the sync keeps the roll-ups (the buckets' bounds are frozen here too).
      await sql`insert into insights_hour (hour_ms, agent_id, status, direction, voicemail, calls, duration_calls, duration_sum)
        select created_ms - (created_ms % 3600000), agent_id, status, direction, is_voicemail, count(*), count(duration_seconds), coalesce(sum(duration_seconds), 0)
        from call_index where deleted = 0 group by 1, 2, 3, 4, 5`.execute(db);
      await sql`insert into insights_hour_total (hour_ms, status, voicemail, calls, duration_calls, duration_sum)
        select hour_ms, status, voicemail, sum(calls), sum(duration_calls), sum(duration_sum) from insights_hour group by 1, 2, 3`.execute(db);
      const bucket = sql.raw(
        `case ${[...BUCKETS_015]
          .reverse()
          .map((b) => `when duration_seconds >= ${b} then ${b}`)
          .join(" ")} else 0 end`,
      );
      await sql`insert into insights_duration (hour_ms, agent_id, direction, voicemail, bucket, calls)
        select created_ms - (created_ms % 3600000), agent_id, direction, is_voicemail, ${bucket}, count(*)
        from call_index where deleted = 0 and status = 'completed' and duration_seconds is not null group by 1, 2, 3, 4, 5`.execute(db);
      await sql`insert into insights_agent (agent_id, agent_name)
        select agent_id, max(agent_name) from call_index group by agent_id`.execute(db);
    },
  };
}

/** The duration buckets' lower bounds in seconds, as shipped (a copy: the live list is lib/insights/buckets.ts). */
const BUCKETS_015 = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 900, 1800, 3600];
