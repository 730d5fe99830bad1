import "server-only";
import { sql } from "kysely";
import { parseListQuery } from "@/lib/call-results";
import { redisClient } from "./shared-state/redis-client";
import { currentStore } from "./store/current-store";
import { storeConfig } from "./store/store-config";
import { listCallResults } from "./upstream";

// GET /api/health: whether each dependency answers, for load balancers. It says "ok" or
// "failing" per dependency and names the engine, never a URL, host or error text, since
// anyone may call it. A check that hangs counts as failing after CHECK_TIMEOUT_MS.
// Answers are reused for CACHE_MS, so a flood of checks is not a flood on the upstream.

export type CheckStatus = "ok" | "failing";
export interface Health {
  status: CheckStatus;
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
  const redis = redisClient();
  const query = parseListQuery({ pageSize: "1" });
  const [upstream, database, shared] = await Promise.all([
    passes(() => (query.success ? listCallResults(query.data) : Promise.reject(new Error("bad query")))),
    passes(async () => sql`select 1`.execute((await currentStore()).db)),
    redis ? passes(() => redis.ping()) : Promise.resolve("not configured" as const),
  ]);
  const ok = upstream === "ok" && database === "ok" && shared !== "failing";
  return {
    status: ok ? "ok" : "failing",
    checks: { upstream: { status: upstream }, database: { status: database, engine: config.database.engine }, redis: { status: shared } },
  };
}

export function health(now = Date.now()): Promise<Health> {
  if (!cached || now - cached.at >= CACHE_MS) cached = { at: now, health: measure() };
  return cached.health;
}
