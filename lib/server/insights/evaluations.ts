import "server-only";
import { sql } from "kysely";
import type { StoreDb } from "../store/database";
import { type InsightsFilters, where } from "./grouped";
import { crossJoin } from "./reviewed";

// The quality program's side of the Agents table (issue #41 on the Insights page): per agent,
// the submitted scorecard evaluations (migration 017's qa_evaluation; calibrations aside) of
// the range's calls under the page's filters, with their scores' sum and how many failed a
// critical question. Evaluations are human work, far fewer than calls: they lead the join
// (crossJoin), each call looked up by its key; the calls' filters are applied in a derived
// table, as both tables have a status column.

export interface EvaluationRow {
  agent_id: string;
  evaluations: number;
  scored: number;
  score_sum: number;
  critical: number;
}

export async function evaluationCounts(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters): Promise<EvaluationRow[]> {
  const rows = await sql<Record<string, unknown>>`select c.agent_id as agent_id, count(*) as evaluations, count(e.score) as scored,
      coalesce(sum(e.score), 0) as score_sum, coalesce(sum(e.critical_failed), 0) as critical
    from qa_evaluation e${crossJoin(db)} (select call_id, agent_id from call_index
      where deleted = 0 and created_ms >= ${fromMs} and created_ms < ${toMs}${where(filters, "rows")}) c
    where c.call_id = e.call_id and e.status = 'submitted' and e.calibration_id = ''
    group by c.agent_id`.execute(db);
  return rows.rows.map((r) => ({
    agent_id: String(r.agent_id),
    evaluations: Number(r.evaluations),
    scored: Number(r.scored),
    score_sum: Number(r.score_sum),
    critical: Number(r.critical),
  }));
}
