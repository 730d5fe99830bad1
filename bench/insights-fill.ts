// The Insights bench's data (bench/insights-bench.ts): the calls are written in bulk by SQL
// (spread over 180 days, 20 agents, every status) and rolled up by the same grouping the
// migrations use (015's, and 023's own function); the phone search's trigram structures are dropped first, since the bench
// does not search.
import { sql } from "kysely";
import type { StoreDb } from "../lib/server/store/database";
import { rollUpDays } from "../lib/server/store/migration-023-insights-days";

const DAY = 86_400_000;
const SPAN = 180 * DAY;
const SLICE = 100_000;

/** Writes `calls` calls ending at `now` into a fresh store, and their roll-ups. */
export async function fillInsights(db: StoreDb, engine: "sqlite" | "postgres", calls: number, now: number): Promise<void> {
  const i = sql.raw("i");
  // In slices of 100,000, so no one statement runs for long.
  const source = (from: number, to: number) =>
    engine === "postgres"
      ? sql`generate_series(${sql.lit(from)}, ${sql.lit(to - 1)}) as s(i)`
      : sql`(with recursive n(i) as (select ${sql.lit(from)} union all select i + 1 from n where i < ${sql.lit(to - 1)}) select i from n)`;
  if (engine === "postgres") await sql`drop index if exists call_index_phone_trgm, call_index_agent_name_trgm`.execute(db);
  else await sql`drop trigger if exists call_index_phone_insert`.execute(db);
  const status = sql`case (${i} * 7) % 10 when 0 then 'no_answer' when 1 then 'failed' when 2 then 'unreachable' when 3 then 'in_progress' else 'completed' end`;
  const created = sql`(${sql.lit(now)} - (cast(${i} as bigint) * ${sql.lit(Math.floor(SPAN / calls))}))`;
  for (let from = 0; from < calls; from += SLICE) {
    await sql`insert into call_index (call_id, call_task_id, details_url, agent_id, agent_name, end_user_id, status, direction, from_number, to_number,
      started_at, ended_at, duration_seconds, is_voicemail, created_at, updated_at, result_available, audio_available, created_ms, started_ms, ended_ms,
      updated_ms, phone_digits, agent_name_folded, deleted, synced_ms)
    select 'c' || ${i}, null, 'https://example.test/c', 'agent-' || (${i} % 20), 'Agent ' || (${i} % 20), null, ${status},
      case ${i} % 3 when 0 then 'inbound' when 1 then 'outbound' else 'web' end, '+14155550000', '+14155550001', null, null,
      case when (${i} * 7) % 10 >= 4 then (${i} * 37) % 900 else null end, case when ${i} % 9 = 0 then 1 else 0 end, 'x', 'x', 1, 0,
      ${created}, null, null, ${created}, '14155550000 14155550001', 'agent', 0, 0 from ${source(from, Math.min(calls, from + SLICE))}`.execute(db);
  }
  const bucket = sql.raw(
    `case ${[3600, 1800, 900, 600, 300, 180, 120, 90, 60, 45, 30, 20, 15, 10, 5].map((b) => `when duration_seconds >= ${b} then ${b}`).join(" ")} else 0 end`,
  );
  await sql`insert into insights_hour (hour_ms, agent_id, status, direction, voicemail, calls, duration_calls, duration_sum)
    select created_ms - (created_ms % 3600000), agent_id, status, direction, is_voicemail, count(*), count(duration_seconds), coalesce(sum(duration_seconds), 0)
    from call_index group by 1, 2, 3, 4, 5`.execute(db);
  await sql`insert into insights_duration (hour_ms, agent_id, direction, voicemail, bucket, calls)
    select created_ms - (created_ms % 3600000), agent_id, direction, is_voicemail, ${bucket}, count(*)
    from call_index where status = 'completed' and duration_seconds is not null group by 1, 2, 3, 4, 5`.execute(db);
  await sql`insert into insights_hour_total (hour_ms, status, voicemail, calls, duration_calls, duration_sum)
    select hour_ms, status, voicemail, sum(calls), sum(duration_calls), sum(duration_sum) from insights_hour group by 1, 2, 3`.execute(db);
  await rollUpDays(db as never);
  await sql`insert into insights_agent (agent_id, agent_name) select agent_id, max(agent_name) from call_index group by agent_id`.execute(db);
  // PostgreSQL: vacuumed too, as autovacuum does after inserts in production (the sync writes
  // the roll-ups as it goes): index-only scans of the covering indexes (migration 021) need
  // the visibility map a vacuum sets; without it the planner scans the tables.
  await sql.raw(engine === "postgres" ? "vacuum analyze" : "analyze").execute(db);
}
