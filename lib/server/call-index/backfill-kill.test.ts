// Crash and recovery of the call index's backfill (issue #37): a real process running the
// sync's backfill against the demo service is killed with SIGKILL in the middle, no chance to
// finish a window or write a bookmark, then started again. It resumes from its last bookmark
// (the same anchor, fewer pages than a whole walk), and the index then holds, day by day,
// exactly as many calls as the service says it has: no gap and no duplicate.
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { withDemoUpstream } from "@/test-support/demo-upstream";
import { SHORT_WINDOWS } from "@/test-support/index-calls";
import { storeEngines } from "@/test-support/store-engines";
import { openStore, type Store } from "../store/database";
import type { DatabaseConfig } from "../store/store-config";
import { listCallResults } from "../upstream/upstream";
import { windowQuery } from "./context";
import { readState } from "./state";

const DAY = 86_400_000;
const service = withDemoUpstream({ CALL_RESULTS_TIMEOUT_MS: "2000" }, { DEMO_LIVE_TICK_MS: "600000" });
const { engines, stop } = await storeEngines("call-index-kill");
afterAll(stop);

// Short windows and pages, so the demo's 3,000 calls take dozens of pages to walk.
const CONFIG = SHORT_WINDOWS;
const KILL_AFTER_PAGES = 20;

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
});

/** Runs the backfill in a process of its own; `killAfter` pages in, SIGKILL. Answers the pages it read and whether it finished. */
function runBackfill(storeConfig: DatabaseConfig, killAfter?: number): Promise<{ pages: number; done: boolean; signal: NodeJS.Signals | null }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./bench/allow-server-only.ts", "test-support/backfill-process.ts"], {
    env: { ...process.env, BACKFILL_STORE: JSON.stringify(storeConfig), BACKFILL_CONFIG: JSON.stringify(CONFIG) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let pages = 0;
  let done = false;
  let stderr = "";
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith("page ")) pages = Number(line.slice(5));
      if (line === "done") done = true;
      if (killAfter !== undefined && pages >= killAfter && !child.killed) child.kill("SIGKILL");
    }
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (code !== 0 && signal !== "SIGKILL") reject(new Error(`the backfill process exited with ${code}:\n${stderr}`));
      else resolve({ pages, done, signal });
    });
  });
}

/** Calls per UTC day in the index, and in the service (one pageSize=1 request a day). */
async function perDay(store: Store) {
  const rows = await store.db.selectFrom("call_index").select("created_ms").where("deleted", "=", 0).execute();
  const index = new Map<number, number>();
  for (const { created_ms } of rows) index.set(Math.floor(Number(created_ms) / DAY), (index.get(Math.floor(Number(created_ms) / DAY)) ?? 0) + 1);
  const theirs = new Map<number, number>();
  for (const day of index.keys()) theirs.set(day, (await listCallResults(windowQuery(day * DAY, (day + 1) * DAY, 1, 1))).pagination.total);
  return { index, theirs, total: rows.length };
}

const open = (config: DatabaseConfig) => openStore(config, { legacy: { usersFile: "/nonexistent/users.json", dataDir: "/nonexistent" }, log: () => {} });

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(
    `the call index's backfill killed mid-walk ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`,
    () => {
      let storeConfig: DatabaseConfig;
      beforeEach(async () => {
        storeConfig = await engine.fresh();
      });

      it("resumes after SIGKILL from its bookmark, with no gap and no duplicate (calls per day)", { timeout: 90_000 }, async () => {
        expect(service().url).toBeTruthy();
        const killed = await runBackfill(storeConfig, KILL_AFTER_PAGES);
        expect(killed).toMatchObject({ signal: "SIGKILL", done: false });
        expect(killed.pages).toBeGreaterThanOrEqual(KILL_AFTER_PAGES);
        let store = await open(storeConfig);
        const halfway = (await readState(store.db, "backfill"))!;
        // Killed mid-backfill: some windows are bookmarked, not all.
        expect(halfway.doneToMs).toBeLessThan(halfway.anchorMs);
        expect(halfway.doneToMs).toBeGreaterThan(halfway.anchorMs - CONFIG.days * DAY);
        await store.close();

        const resumed = await runBackfill(storeConfig);
        expect(resumed).toMatchObject({ done: true, signal: null });
        store = await open(storeConfig);
        try {
          expect((await readState(store.db, "backfill"))!.anchorMs).toBe(halfway.anchorMs);
          const { index, theirs, total } = await perDay(store);
          expect(index).toEqual(theirs);
          const limit = halfway.anchorMs - CONFIG.days * DAY;
          expect(total).toBe((await listCallResults(windowQuery(limit, halfway.anchorMs, 1, 1))).pagination.total);
        } finally {
          await store.close();
        }
        // It went on from its bookmark rather than starting over: fewer pages than a whole walk.
        const whole = await runBackfill(await engine.fresh());
        expect(whole.done).toBe(true);
        expect(resumed.pages).toBeLessThan(whole.pages);
        expect(killed.pages + resumed.pages).toBeGreaterThanOrEqual(whole.pages);
      });
    },
  );
}
