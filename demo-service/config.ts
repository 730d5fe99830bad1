// Environment of the embedded demo Call Results Service. Every variable is optional;
// the defaults give a working service on a fresh machine.
import { z } from "zod";
import { DEFAULT_DEMO_API_KEY, DEMO_SERVICE_DEFAULT_PORT } from "@/lib/data-source";
import { MAX_NEW_CALLS_PER_MINUTE } from "./new-call-rate";

export { DEFAULT_DEMO_API_KEY };
// A second project with its own, different data, and a key whose project is gone.
export const SECOND_PROJECT_API_KEY = "demo_key_globex_local_only";
export const ORPHAN_API_KEY = "demo_key_orphan_local_only";

const intFrom = (fallback: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.int().min(min).max(max))
    .optional()
    .transform((v) => v ?? fallback);

const envSchema = z.object({
  DEMO_SERVICE_PORT: intFrom(DEMO_SERVICE_DEFAULT_PORT, 0, 65535),
  DEMO_SERVICE_HOST: z.string().min(1).default("127.0.0.1"),
  // The origin the service puts into detailsUrl and downloadUrl.
  DEMO_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_API_KEY: z.string().min(8, "must be at least 8 characters").default(DEFAULT_DEMO_API_KEY),
  DEMO_URL_TTL_SECONDS: intFrom(300, 1, 7 * 24 * 3600),
  DEMO_CALLS: intFrom(100_000, 100, 5_000_000),
  DEMO_SEED: intFrom(42, 0, 2 ** 31 - 1),
  DEMO_DATA_DIR: z.string().min(1).default(".data"),
  // The recordings made for downloads, in MB; the least recently used go past it.
  DEMO_AUDIO_CACHE_MB: intFrom(1024, 1, 1_000_000),
  DEMO_RATE_LIMIT_BURST: intFrom(120, 1, 1_000_000),
  DEMO_RATE_LIMIT_PER_SECOND: intFrom(60, 1, 1_000_000),
  // Comma-separated client addresses; empty means every address may call.
  DEMO_IP_ALLOWLIST: z.string().default(""),
  DEMO_PENDING_SECONDS: intFrom(20, 0, 3600),
  DEMO_LIVE_CALLS: intFrom(4, 0, 100),
  DEMO_LIVE_TICK_MS: intFrom(4000, 50, 600_000),
  // Calls that start each minute in each project, besides those that replace ended ones.
  DEMO_NEW_CALLS_PER_MINUTE: intFrom(0, 0, MAX_NEW_CALLS_PER_MINUTE),
  DEMO_SIGNING_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  DEMO_FAULTS: z.string().default(""),
});

export interface DemoConfig {
  port: number;
  host: string;
  publicUrl: string | undefined;
  apiKey: string;
  urlTtlSeconds: number;
  calls: number;
  seed: number;
  dataDir: string;
  audioCacheMb: number;
  rateLimitBurst: number;
  rateLimitPerSecond: number;
  ipAllowlist: string[];
  pendingSeconds: number;
  liveCalls: number;
  liveTickMs: number;
  newCallsPerMinute: number;
  signingSecret: string | undefined;
  faults: string;
}

export function loadDemoConfig(env: Record<string, string | undefined> = process.env): DemoConfig {
  const picked = Object.fromEntries(
    Object.keys(envSchema.shape).map((k) => [k, env[k] === "" && k !== "DEMO_IP_ALLOWLIST" && k !== "DEMO_FAULTS" ? undefined : env[k]]),
  );
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new Error(`Invalid demo service configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.DEMO_SERVICE_PORT,
    host: e.DEMO_SERVICE_HOST,
    publicUrl: e.DEMO_PUBLIC_URL?.replace(/\/+$/, ""),
    apiKey: e.DEMO_API_KEY,
    urlTtlSeconds: e.DEMO_URL_TTL_SECONDS,
    calls: e.DEMO_CALLS,
    seed: e.DEMO_SEED,
    dataDir: e.DEMO_DATA_DIR,
    audioCacheMb: e.DEMO_AUDIO_CACHE_MB,
    rateLimitBurst: e.DEMO_RATE_LIMIT_BURST,
    rateLimitPerSecond: e.DEMO_RATE_LIMIT_PER_SECOND,
    ipAllowlist: e.DEMO_IP_ALLOWLIST.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    pendingSeconds: e.DEMO_PENDING_SECONDS,
    liveCalls: e.DEMO_LIVE_CALLS,
    liveTickMs: e.DEMO_LIVE_TICK_MS,
    newCallsPerMinute: e.DEMO_NEW_CALLS_PER_MINUTE,
    signingSecret: e.DEMO_SIGNING_SECRET,
    faults: e.DEMO_FAULTS,
  };
}
