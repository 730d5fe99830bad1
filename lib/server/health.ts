import "server-only";
import { sql } from "kysely";
import { parseListQuery } from "@/lib/call-results";
import { isDraining } from "./lifecycle/shutdown";
import { redisConnection, redisState } from "./shared-state/redis-client";
import { currentStore } from "./store/current-store";
import { storeConfig } from "./store/store-config";
import { listCallResults } from "./upstream/upstream";

// GET /api/health/ready (and /api/health): whether this instance can serve requests now,
// for load balancers. It says "ok" or "failing" per dependency and names the engine, never
// a URL, host or error text, since anyone may call it. Only the store decides readiness:
// without it no one can sign in and no recording can be handed out. Redis and the
// upstream are reported, and make the answer "degraded", not "failing": Redis has a
// fallback in each instance's memory, and the upstream is shared by every instance, so
// failing on either would pull every instance out of rotation at once.
// A check that hangs counts as failing after CHECK_TIMEOUT_MS. Answers are reused for
// CACHE_MS, so a flood of checks is not a flood on the upstream.

type CheckStatus = "ok" | "failing";
export interface Health {
  /** "failing" (503): the store cannot be reached. "degraded" (200): Redis or the upstream fails. */
  status: "ok" | "degraded" | "failing";
  checks: {
    upstream: { status: CheckStatus };
    database: { status: CheckStatus; engine: "sqlite" | "postgres" };
    redis: { status: CheckStatus | "not configured" };
  };
}

const CHECK_TIMEOUT_MS = 3000;
const CACHE_MS = 2000;
let cached: { at: number; health: Promise<Health> } | undefined;

async function passes(check: () => Promise<unknown>): Promise<CheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return "ok";
  } catch {
    return "failing";
  } finally {
    clearTimeout(timer);
  }
}

async function measure(): Promise<Health> {
  const config = storeConfig();
  const redis = redisState();
  const connection = redisConnection();
  const query = parseListQuery({ pageSize: "1" });
  const [upstream, database, shared] = await Promise.all([
    passes(() => (query.success ? listCallResults(query.data) : Promise.reject(new Error("bad query")))),
    passes(async () => sql`select 1`.execute((await currentStore()).db)),
    redis === "not configured" || !connection
      ? Promise.resolve("not configured" as const)
      : redis === "ok"
        ? passes(() => connection.ping())
        : Promise.resolve("failing" as const),
  ]);
  const status = database === "failing" ? "failing" : upstream === "failing" || shared === "failing" ? "degraded" : "ok";
  return {
    status,
    checks: { upstream: { status: upstream }, database: { status: database, engine: config.database.engine }, redis: { status: shared } },
  };
}

export function health(now = Date.now()): Promise<Health> {
  if (!cached || now - cached.at >= CACHE_MS) cached = { at: now, health: measure() };
  return cached.health;
}

/** The readiness answer: 200 while the store answers (ok or degraded), 503 when it does not or the server is shutting down. */
export async function readiness(): Promise<Response> {
  // At once, without a check: a load balancer must stop sending before the listener closes.
  if (isDraining()) return Response.json({ status: "stopping" }, { status: 503, headers: { "cache-control": "no-store" } });
  const result = await health();
  return Response.json(result, { status: result.status === "failing" ? 503 : 200, headers: { "cache-control": "no-store" } });
}
