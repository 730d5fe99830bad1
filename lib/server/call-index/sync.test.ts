// The call index's sync against the real demo service over HTTP, through the dashboard's
// own upstream client and budget: after calls are added, live calls move on, a recording
// comes late and a call is deleted, the index equals a full listing from the service field
// by field (the deleted call marked deleted); a stop mid-backfill resumes with no gap and
// no duplicate; 429s with Retry-After, 5xx answers and a stalled service miss nothing.
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoClient } from "@/demo-service/client";
import { listAll } from "@/demo-service/test-support";
import type { ListQuery } from "@/lib/call-results";
import { withDemoUpstream } from "@/test-support/demo-upstream";
import { SHORT_WINDOWS } from "@/test-support/index-calls";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import type { Store } from "../store/database";
import { listCallResults } from "../upstream/upstream";
import { backfillStep } from "./backfill";
import { type SyncContext, SyncInterrupted, windowQuery } from "./context";
import { reconcile } from "./reconcile";
import { rowToCall } from "./rows";
import { readState } from "./state";
import { hotSet, tail } from "./tail";

const DAY = 86_400_000;
// Live calls move only when the test moves them.
const service = withDemoUpstream({ CALL_RESULTS_TIMEOUT_MS: "1000" }, { DEMO_LIVE_TICK_MS: "600000" });
const { engines, stop } = await storeEngines("call-index-sync");
afterAll(stop);

// Short windows and pages, so 3,000 calls make many windows, splits and pages.
const CONFIG = SHORT_WINDOWS;

type Fetch = (query: ListQuery, signal: AbortSignal) => ReturnType<typeof listCallResults>;
const upstream: Fetch = (query, signal) => listCallResults(query, {}, "sync", signal);

function context(store: Store, fetchPage: Fetch = upstream, controller = new AbortController()): SyncContext {
  return { db: store.syncDb(), config: CONFIG, fetchPage, signal: controller.signal, now: Date.now, mayWrite: () => true };
}

async function backfillAll(ctx: SyncContext): Promise<void> {
  while (await backfillStep(ctx));
}

/** The index as calls (deleted ones left out), and the service's full listing, both by id. */
async function bothSides(store: Store) {
  const rows = await store.db.selectFrom("call_index").selectAll().where("deleted", "=", 0).execute();
  const byId = (a: { callId: string }, b: { callId: string }) => a.callId.localeCompare(b.callId);
  return { index: rows.map(rowToCall).sort(byId), service: (await listAll(service())).rows.sort(byId) };
}

/** Calls per UTC day in the index, and in the service (one pageSize=1 request a day). */
async function perDay(store: Store) {
  const rows = await store.db.selectFrom("call_index").select("created_ms").where("deleted", "=", 0).execute();
  const index = new Map<number, number>();
  for (const { created_ms } of rows) index.set(Math.floor(created_ms / DAY), (index.get(Math.floor(created_ms / DAY)) ?? 0) + 1);
  const theirs = new Map<number, number>();
  for (const day of index.keys()) {
    theirs.set(day, (await listCallResults(windowQuery(day * DAY, (day + 1) * DAY, 1, 1))).pagination.total);
  }
  return { index, theirs, total: rows.length };
}

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`the call index's sync ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openTestStore(await engine.fresh());
    });
    afterEach(async () => {
      await demoClient(service().url).clearFaults();
      await store.close();
    });

    it("equals the service field by field after calls are added, live calls move on, a recording comes late and a call is deleted", async () => {
      const ctx = context(store);
      const demo = demoClient(service().url);
      await backfillAll(ctx);
      await tail(ctx);
      expect((await bothSides(store)).index).toEqual((await bothSides(store)).service);

      // The service changes under the sync.
      // A number of its own in each run (the service keeps the calls started by earlier cases).
      const ending = String(1000 + Math.floor(Math.random() * 9000));
      const [added] = (await demo.startCalls(1, { from: `+1 (415) 555-${ending}`, to: "030 1234567" })).filter((c) => c.projectId === 1);
      const [moving] = (await demo.startCalls(1)).filter((c) => c.projectId === 1);
      await demo.moveCall(moving!.callId, "ringing");
      await demo.moveCall(moving!.callId, "in_progress");
      await tail(ctx);
      await hotSet(ctx);
      await demo.moveCall(moving!.callId, "completed");
      await demo.setRecording(moving!.callId, false);
      await hotSet(ctx);
      const late = await store.db.selectFrom("call_index").selectAll().where("call_id", "=", moving!.callId).executeTakeFirstOrThrow();
      expect([late.status, late.audio_available]).toEqual(["completed", 0]);
      await demo.setRecording(moving!.callId, true);
      const { service: before } = await bothSides(store);
      const gone = before[Math.floor(before.length / 2)]!.callId;
      await demo.deleteCall(gone);

      // One poll and one reconciliation later, the index is the service's listing.
      await tail(ctx);
      await hotSet(ctx);
      expect(await reconcile(ctx)).toMatchObject({ deleted: 1 });
      const { index, service: theirs } = await bothSides(store);
      expect(index).toEqual(theirs);
      expect(index.find((c) => c.callId === added!.callId)).toMatchObject({ from: `+1 (415) 555-${ending}`, to: "030 1234567", status: "preparing" });
      expect(index.find((c) => c.callId === moving!.callId)).toMatchObject({ status: "completed", audioAvailable: true });
      const deleted = await store.db.selectFrom("call_index").select(["deleted", "phone_digits"]).where("call_id", "=", gone).executeTakeFirstOrThrow();
      expect(deleted.deleted).toBe(1);
      const found = await store.db.selectFrom("call_index").select("call_id").where("phone_digits", "like", `%1415555${ending}%`).execute();
      expect(found.map((r) => r.call_id)).toEqual([added!.callId]);
    });

    it("stopped mid-backfill, resumes from its checkpoint with no gap and no duplicate (calls per day)", async () => {
      const controller = new AbortController();
      let pages = 0;
      const stopping: Fetch = (query, signal) => {
        if (++pages === 25) controller.abort();
        return upstream(query, signal);
      };
      await expect(backfillAll(context(store, stopping, controller))).rejects.toBeInstanceOf(SyncInterrupted);
      const halfway = (await readState(store.db, "backfill"))!;
      expect(halfway.doneToMs).toBeLessThan(halfway.anchorMs);
      expect(halfway.doneToMs).toBeGreaterThan(halfway.anchorMs - CONFIG.days * DAY);
      // A new process: the same anchor, on from where it stopped.
      let resumedPages = 0;
      const counting: Fetch = (query, signal) => {
        resumedPages++;
        return upstream(query, signal);
      };
      await backfillAll(context(store, counting));
      expect((await readState(store.db, "backfill"))!.anchorMs).toBe(halfway.anchorMs);
      const { index, theirs, total } = await perDay(store);
      expect(index).toEqual(theirs);
      expect(total).toBe((await listCallResults(windowQuery(halfway.anchorMs - CONFIG.days * DAY, halfway.anchorMs, 1, 1))).pagination.total);
      // It went on rather than starting over: fewer pages than a whole walk takes.
      let wholePages = 0;
      const fresh = await openTestStore(await engine.fresh());
      await backfillAll(
        context(fresh, (query, signal) => {
          wholePages++;
          return upstream(query, signal);
        }),
      );
      await fresh.close();
      expect(resumedPages).toBeLessThan(wholePages);
    });

    it("misses nothing through 429s with Retry-After, 5xx answers and a stalled service", async () => {
      const demo = demoClient(service().url);
      let pages = 0;
      const faulty: Fetch = async (query, signal) => {
        pages++;
        // The faults come and go as the backfill runs.
        if (pages === 3) await demo.setFaults({ rateLimit: true, retryAfterSeconds: 1, operations: ["list"] });
        if (pages === 6) await demo.setFaults({ errorRate: 1, operations: ["list"] });
        if (pages === 9) await demo.setFaults({ latencyMs: 1500, operations: ["list"] });
        if (pages === 11) await demo.clearFaults();
        return upstream(query, signal);
      };
      const ctx = context(store, faulty);
      await backfillAll(ctx);
      await tail(ctx);
      const statuses = (await demo.requests()).map((r) => r.status);
      expect(statuses).toEqual(expect.arrayContaining([429, 500]));
      expect((await readState(store.db, "error"))?.message).toBeTruthy();
      const { index, service: theirs } = await bothSides(store);
      expect(index).toEqual(theirs);
    });
  });
}
