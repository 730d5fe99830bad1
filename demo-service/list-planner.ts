// The SQL of the list operation (spec §4.1): the filters of a query, and the plan that
// reads one page of its matches. Columns are named as the contract's fields, so the
// sort field is its own column.
import type { ListQuery } from "@/lib/call-results";
import { isoToMillis } from "@/lib/call-results/date-time";

// Sparse matches, up to this many, are sorted from a covering index (about 0.1 µs each);
// denser or more are read in sort order by walking an index.
const COVERING_SCAN_MAX = 100_000;

export interface ListWhere {
  /** Every filter but status, which the walking plans split into runs. */
  filters: string[];
  sql: string;
  params: Record<string, unknown>;
}

export function listWhere(projectId: number, q: ListQuery): ListWhere {
  const params: Record<string, unknown> = { projectId };
  const filters: string[] = ["projectId = @projectId"];
  const add = (sql: string, name: string, value: unknown) => {
    filters.push(sql);
    params[name] = value;
  };
  if (q.callId !== undefined) add("callId = @callId", "callId", q.callId);
  if (q.callTaskId !== undefined) add("callTaskId = @callTaskId", "callTaskId", q.callTaskId);
  if (q.endUserId !== undefined) add("endUserId = @endUserId", "endUserId", q.endUserId);
  if (q.agentId !== undefined) add("agentId = @agentId", "agentId", q.agentId);
  if (q.createdFrom !== undefined) add("createdAt >= @from", "from", isoToMillis(q.createdFrom));
  if (q.createdTo !== undefined) add("createdAt <= @to", "to", isoToMillis(q.createdTo));
  q.status?.forEach((status, i) => {
    params[`s${i}`] = status;
  });
  const statusSql = q.status ? `status IN (${q.status.map((_, i) => `@s${i}`).join(", ")})` : undefined;
  return { filters, sql: [...filters, ...(statusSql ? [statusSql] : [])].join(" AND "), params };
}

export interface PlanInputs {
  /** Matches of the whole query. */
  total: number;
  /** Calls of the project, asked only when the choice needs it. */
  projectTotal(): number;
  /** The longest time from creation to start and to end of any call. */
  lags(): { startLag: number; endLag: number };
}

/** The statement and parameters that read the query's page; the page must not be past the end. */
export function planPage(q: ListQuery, where: ListWhere, inputs: PlanInputs): { sql: string; params: Record<string, unknown> } {
  const { filters, sql: whereSql } = where;
  const { total } = inputs;
  const column = q.sortBy;
  const dir = q.sortOrder === "asc" ? "ASC" : "DESC";
  // id breaks ties, so paging is stable when many rows share a sort value (or null).
  const order = `${column} ${dir}, id ${dir}`;
  const offset = (q.page - 1) * q.pageSize;
  const params: Record<string, unknown> = { ...where.params, limit: q.pageSize, offset, depth: offset + q.pageSize };

  // SQLite's planner cannot know how selective a filter is, and statuses and times
  // correlate with the sort columns (failed calls are short, old calls ended early),
  // so the plan is chosen here, from the exact count of matches.
  if (q.callId ?? q.callTaskId ?? q.endUserId) {
    // An id filter matches a handful of calls: fetch them and sort.
    return { sql: `SELECT * FROM calls WHERE ${whereSql} ORDER BY +${column} ${dir}, +id ${dir} LIMIT @limit OFFSET @offset`, params };
  }
  if (column !== "createdAt" && (total <= 20_000 || (total <= COVERING_SCAN_MAX && total * 10 < inputs.projectTotal()))) {
    // Sparse matches (under a tenth of the project): walking would skip too many.
    // Scan the matches' index entries, sort their keys, then read just the page's rows.
    const index = q.agentId ? "calls_agent" : q.status ? "calls_status_createdAt" : "calls_createdAt";
    const sql = `SELECT calls.* FROM (SELECT id FROM calls INDEXED BY ${index} WHERE ${whereSql}
               ORDER BY +${column} ${dir}, +id ${dir} LIMIT @limit OFFSET @offset) AS hit
             JOIN calls ON calls.id = hit.id ORDER BY ${order}`;
    return { sql, params };
  }
  // Sorting by creation time, or many matches: walk the sort column's index in order
  // (a creation range is then a seek). A call starts and ends after
  // it is created, so a creation range also bounds those columns, and SQLite can seek.
  const walkFilters = [...filters];
  if (q.createdFrom !== undefined && (column === "startedAt" || column === "endedAt")) walkFilters.push(`${column} >= @from`);
  if (q.createdTo !== undefined && column === "startedAt") walkFilters.push(`startedAt <= @to + @startLag`);
  if (q.createdTo !== undefined && column === "endedAt") walkFilters.push(`endedAt <= @to + @endLag`);
  Object.assign(params, inputs.lags());
  if (column === "createdAt" && q.agentId) {
    // Within one agent, calls_agent is in creation order.
    return { sql: `SELECT * FROM calls INDEXED BY calls_agent WHERE ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`, params };
  }
  if (q.status) {
    // Each status is one ordered run of calls_status_<column>: take the first
    // offset+limit rows of every run, then merge them.
    const runs = q.status.map(
      (_, i) =>
        `SELECT * FROM (SELECT * FROM calls INDEXED BY calls_status_${column}
               WHERE ${[...walkFilters, `status = @s${i}`].join(" AND ")} ORDER BY ${order} LIMIT @depth)`,
    );
    return { sql: `SELECT * FROM (${runs.join(" UNION ALL ")}) ORDER BY ${order} LIMIT @limit OFFSET @offset`, params };
  }
  return { sql: `SELECT * FROM calls INDEXED BY calls_${column} WHERE ${walkFilters.join(" AND ")} ORDER BY ${order} LIMIT @limit OFFSET @offset`, params };
}
