// After kill -9 mid-export the trail kept "export started" entries with no end (issue #39):
// at start, each start without an end gets one, "interrupted", once; starts that ended, and
// on PostgreSQL starts recent enough to be running on another instance, are left alone.
// On SQLite, and on a throwaway PostgreSQL (skipped, with the reason, where it is missing).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgres } from "@/scripts/engines";
import { type AuditEntry, recordAudit } from "../store/audit";
import { listAudit } from "../store/audit-read";
import { openStore } from "../store/database";
import type { DatabaseConfig } from "../store/store-config";
import { markInterruptedExports, STALE_MS } from "./interrupted-exports";

const postgres = await startPostgres();
afterAll(() => {
  if (!("skipped" in postgres)) postgres.stop();
});
const ENGINES: Array<{ title: string; skipped?: string; config: () => Promise<DatabaseConfig> }> = [
  { title: "SQLite", config: async () => ({ engine: "sqlite", file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "interrupted-")), "d.sqlite") }) },
  {
    title: "PostgreSQL",
    skipped: "skipped" in postgres ? postgres.skipped : undefined,
    config: async () => {
      if ("skipped" in postgres) throw new Error(postgres.skipped);
      const url = await postgres.createDatabase(`interrupted_${process.pid}`);
      return { engine: "postgres", url, safeUrl: url, timeoutMs: 5000 };
    },
  },
];

for (const engine of ENGINES) {
  describe.skipIf(engine.skipped !== undefined)(
    `exports left without an end, on ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`,
    () => {
      it("are marked interrupted at start, once; ended and still-running ones are not", async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "interrupted-legacy-"));
        const store = await openStore(await engine.config(), { legacy: { usersFile: path.join(dir, "u.json"), dataDir: dir }, log: () => {} });
        try {
          const now = Date.UTC(2026, 10, 28, 12);
          const old = now - STALE_MS - 3_600_000;
          const exported = (user: string, outcome: string, details: string): Omit<AuditEntry, "at"> => ({
            user,
            action: "export",
            callId: null,
            callTaskId: null,
            client: "192.0.2.1",
            outcome,
            details,
          });
          await recordAudit(store.db, exported("ada", "started", "csv; no filters"), old);
          await recordAudit(store.db, exported("ada", "completed", "csv; no filters; 20 rows"), old + 1000);
          await recordAudit(store.db, exported("dot", "started", "csv; status=failed"), old + 2000);
          await recordAudit(store.db, exported("dot", "started", "reviews csv; tag=coaching; 3 calls"), old + 3000);
          await recordAudit(store.db, exported("dot", "failed: upstream_error", "reviews csv; tag=coaching; 1 calls"), old + 4000);
          await recordAudit(store.db, exported("lee", "started", "reviews jsonl; no filters; 9 calls"), old + 5000);
          // Started a minute ago: on PostgreSQL it may be running on another instance.
          await recordAudit(store.db, exported("lee", "started", "jsonl; no filters"), now - 60_000);

          const marked = await markInterruptedExports(store, now);
          const interrupted = async () =>
            (await listAudit(store.db, { action: "export", page: 1, pageSize: 50 })).entries
              .filter((e) => e.outcome === "interrupted")
              .map((e) => [e.user, e.details]);
          const expected = [
            ["lee", "reviews jsonl; no filters; 9 calls"],
            ["dot", "csv; status=failed"],
          ];
          if (store.engine === "sqlite") expected.unshift(["lee", "jsonl; no filters"]);
          expect(marked).toBe(expected.length);
          expect(await interrupted()).toEqual(expected);
          // Once: the next start finds them ended.
          expect(await markInterruptedExports(store, now + 1000)).toBe(0);
          expect(await interrupted()).toHaveLength(expected.length);
        } finally {
          await store.close();
        }
      });
    },
  );
}
