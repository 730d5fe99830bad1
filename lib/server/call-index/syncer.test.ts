// One syncer across instances: two syncers on one store (two instances of the dashboard),
// exactly one syncs; when it stops, or dies without giving the lease up, the other takes
// over within 30 s (here a 3 s lease). And the loop itself: a syncer left alone fills the
// index and keeps it fresh with no one calling its steps.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { demoClient } from "@/demo-service/client";
import { waitFor } from "@/demo-service/test-support";
import type { ListQuery } from "@/lib/call-results";
import { withDemoUpstream } from "@/test-support/demo-upstream";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import type { Store } from "../store/database";
import { listCallResults } from "../upstream/upstream";
import { indexConfig } from "./config";
import { readState } from "./state";
import { type Syncer, startSyncer } from "./syncer";

const service = withDemoUpstream({}, { DEMO_CALLS: "500", DEMO_LIVE_TICK_MS: "600000" });
const { engines, stop } = await storeEngines("call-index-syncer");
afterAll(stop);

const CONFIG = { ...indexConfig(), days: 100, pollMs: 200, leaseMs: 3000, retryMs: 100 };
const quiet = () => {};

/** A syncer whose requests are counted. */
function counted(store: Store, config = CONFIG): { syncer: Syncer; requests: () => number } {
  let requests = 0;
  const fetchPage = (query: ListQuery, signal: AbortSignal) => {
    requests++;
    return listCallResults(query, {}, "sync", signal);
  };
  return { syncer: startSyncer(store.syncDb(), config, { fetchPage, log: quiet }), requests: () => requests };
}

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(`the syncer ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const step of cleanup.splice(0).reverse()) await step();
    });
    const open = async (config: Parameters<typeof openTestStore>[0]) => {
      const store = await openTestStore(config);
      cleanup.push(() => store.close());
      return store;
    };

    it("alone, fills the index and keeps it fresh: a call added upstream is indexed within a few polls", async () => {
      const store = await open(await engine.fresh());
      const { syncer } = counted(store);
      cleanup.push(() => syncer.stop());
      const total = (await demoClient(service().url).list({ pageSize: 1 })).pagination.total;
      await waitFor(async () => ((await readState(store.db, "backfill"))?.doneToMs ?? Infinity) <= Date.now() - CONFIG.days * 86_400_000 || undefined, 20_000);
      const [added] = (await demoClient(service().url).startCalls(1, { to: "+49 30 9999 1234" })).filter((c) => c.projectId === 1);
      const found = await waitFor(
        async () => (await store.db.selectFrom("call_index").select("to_number").where("call_id", "=", added!.callId).executeTakeFirst()) ?? undefined,
        10_000,
      );
      expect(found.to_number).toBe("+49 30 9999 1234");
      const rows = await store.db
        .selectFrom("call_index")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(total + 1);
    });

    it("two instances on one store: exactly one syncs; when it stops the other takes over at once, and when it dies, once its lease runs out", async () => {
      const config = await engine.fresh();
      const [first, second] = [await open(config), await open(config)];
      const a = counted(first);
      await waitFor(async () => a.syncer.lease.holds() || undefined, 5000);
      const b = counted(second);
      cleanup.push(() => b.syncer.stop());
      // Both run for a while: only the holder of the lease sends anything.
      await waitFor(async () => (a.requests() > 5 ? true : undefined), 10_000);
      await new Promise((r) => setTimeout(r, 1500));
      expect(b.requests()).toBe(0);
      expect(b.syncer.lease.holds()).toBe(false);

      // The first dies without giving the lease up: the second takes over after it runs out.
      const died = Date.now();
      await a.syncer.stop({ release: false });
      await waitFor(async () => (b.requests() > 0 ? true : undefined), 30_000);
      expect(Date.now() - died).toBeLessThan(30_000);
      expect(b.syncer.lease.token).toBeGreaterThan(a.syncer.lease.token);

      // A third instance, and the second stops cleanly: the third takes over within a poll or so.
      const c = counted(await open(config));
      cleanup.push(() => c.syncer.stop());
      await new Promise((r) => setTimeout(r, 1000));
      expect(c.requests()).toBe(0);
      const stopped = Date.now();
      await b.syncer.stop();
      await waitFor(async () => (c.requests() > 0 ? true : undefined), 30_000);
      expect(Date.now() - stopped).toBeLessThan(CONFIG.leaseMs);
    });
  });
}
