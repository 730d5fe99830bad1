import "server-only";
import { DashboardError } from "@/lib/errors";
import { cachedByEnv, envReader } from "../env";
import type { StoreDb } from "../store/database";

// A per-user quota of note and review writes a day (issue #39): one listener at 300 notes
// a minute wrote 1.85 MB a minute. The writes are counted where they are already recorded,
// the audit trail (each write's entry is in its transaction; folded edits count by their
// repeats), through its (user_name, at) index: at most the quota's rows are read.

const DAY_MS = 86_400_000;
const WRITES = ["added", "edited", "deleted", "reviewed"];

const notesPerUserPerDay = cachedByEnv(["DASHBOARD_NOTES_PER_USER_PER_DAY"], () =>
  envReader(process.env).whole("DASHBOARD_NOTES_PER_USER_PER_DAY", 500, 1, 100_000, "writes"),
);

/** Resolves while the user has writes left in the last 24 h; a 429 saying so otherwise. */
export async function requireWriteQuota(db: StoreDb, user: string, now = Date.now()): Promise<void> {
  const limit = notesPerUserPerDay();
  const since = new Date(now - DAY_MS).toISOString();
  const { n, first } = await db
    .selectFrom("audit_entry")
    .select((eb) => [eb.fn.sum<number>("repeats").as("n"), eb.fn.min<string>("at").as("first")])
    .where("user_name", "=", user)
    .where("at", ">=", since)
    .where("action", "in", ["note", "review"])
    .where("outcome", "in", WRITES)
    .executeTakeFirstOrThrow();
  if (Number(n ?? 0) < limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(first) + DAY_MS - now) / 1000));
  throw new DashboardError(
    "rate_limited",
    `You have written ${limit} notes and reviews in the last 24 hours, the most one user may (DASHBOARD_NOTES_PER_USER_PER_DAY). Try again later.`,
    { retryAfterSeconds },
  );
}
