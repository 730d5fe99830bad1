import "server-only";
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { Store } from "../store/database";
import type { StoreSchema } from "../store/schema";

// The Agent and Review filters of a view the call index serves (issue #37), added to the
// view's query (search-query.ts), so the list, its summary and its export filter alike.
//
// - Agent, by name: the calls of every agent whose latest name (insights_agent, kept by the
//   sync) is one of those given, through the (agent_id, created_ms) index. The Agent filter's
//   counts (agent-counts.ts) group by the same agents, so a chosen agent's count is the
//   number of calls the view then shows, calls that came without a name included.
// - Score: the latest review's score, as the table's Review column shows it (call_mark).
// - Tag: any review of the call carries it (call_review.tags, a JSON array).
// Each is a set of call ids the planner can read first: reviewed calls are human work, far
// fewer than the calls.

type Filtered = SelectQueryBuilder<StoreSchema, "call_index", object>;

export function agentAndReviewFilters(store: Store, query: ListQuery, q: Filtered): Filtered {
  const agents = (names?: string[]) => (eb: ExpressionBuilder<StoreSchema, "call_index">) =>
    eb
      .selectFrom("insights_agent")
      .select("insights_agent.agent_id")
      .where("insights_agent.agent_name", names ? "in" : "<>", names ?? "");
  // "No agent name" (agentNone=yes): the calls of agents with no name (none, or an empty
  // one), besides the agents chosen by name, as the Agent filter's counts group them.
  if (query.agent || query.agentNone === "yes") {
    const { agent: names, agentNone } = query;
    q = q.where((eb) =>
      eb.or([...(names ? [eb("agent_id", "in", agents(names)(eb))] : []), ...(agentNone === "yes" ? [eb("agent_id", "not in", agents()(eb))] : [])]),
    );
  }
  if (query.agentNone === "no") q = q.where("agent_id", "in", agents());
  if (query.minScore !== undefined || query.maxScore !== undefined) {
    const [min, max] = [query.minScore ?? 1, query.maxScore ?? 5];
    q = q.where("call_id", "in", (eb) =>
      eb.selectFrom("call_mark").select("call_mark.call_id").where("call_mark.latest_score", ">=", min).where("call_mark.latest_score", "<=", max),
    );
  }
  if (query.tag !== undefined) {
    const tag = query.tag;
    const carries =
      store.engine === "postgres"
        ? sql<boolean>`call_review.tags::jsonb @> jsonb_build_array(${tag}::text)`
        : sql<boolean>`exists (select 1 from json_each(call_review.tags) t where t.value = ${tag})`;
    q = q.where("call_id", "in", (eb) => eb.selectFrom("call_review").select("call_review.call_id").where(carries));
  }
  return q;
}
