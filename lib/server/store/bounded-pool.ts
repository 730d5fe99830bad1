import "server-only";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

// One deadline across the wait for a connection and the query (issue #39). pg bounds each on
// its own (connectionTimeoutMillis, query_timeout), so a stalled PostgreSQL held a request
// for both, 5 s + 5 s, and longer still in a transaction, whose ROLLBACK after a timed-out
// statement waited its own 5 s on the same stalled connection. Here the first query on a
// connection gets what is left of the deadline after the wait; and a connection whose query
// timed out is unusable: what is sent on it next fails at once, and it is closed when handed
// back (the server may still run that query, or hold its transaction open, and the next
// request on it would run inside it; closing it makes the server roll back what was not
// committed). So a stall holds a request at most DASHBOARD_DATABASE_TIMEOUT_MS.

const TIMED_OUT = "Query read timeout";

function bounded(client: pg.PoolClient, firstBudgetMs: number, timeoutMs: number): PostgresPoolClient {
  let budget = firstBudgetMs;
  let broken = false;
  const query = (text: unknown, values?: readonly unknown[]) => {
    // A cursor (streaming) is passed through as it is.
    if (typeof text !== "string") return client.query(text as never);
    if (broken) return Promise.reject(new Error("Connection terminated: an earlier query on it timed out"));
    const query_timeout = Math.max(1, budget);
    budget = timeoutMs;
    return client.query({ text, values: values as unknown[], query_timeout } as pg.QueryConfig).catch((error: Error) => {
      if (error.message === TIMED_OUT) broken = true;
      throw error;
    });
  };
  return {
    query: query as unknown as PostgresPoolClient["query"],
    // A broken connection is destroyed, never reused.
    release: (destroy?: boolean) => client.release(destroy || broken),
    get processID() {
      return (client as unknown as { processID?: number }).processID;
    },
  } as PostgresPoolClient;
}

/** The pool as Kysely sees it: each connection bounded by one deadline from the moment it is asked for. */
export function boundedPool(pool: pg.Pool, timeoutMs: number): PostgresPool {
  return {
    // The wait itself is bounded by the pool's connectionTimeoutMillis (the same timeout).
    async connect() {
      const asked = performance.now();
      const client = await pool.connect();
      return bounded(client, timeoutMs - (performance.now() - asked), timeoutMs);
    },
    end: () => pool.end(),
    options: pool.options,
    Client: (pool as unknown as { Client?: PostgresPool["Client"] }).Client,
  };
}
