// Sampling plans on both store engines (issue #41): a run draws from the call index by its
// filter, reproducibly by its seed, never over-sampling an agent; a run key runs once, also
// when two runners (two instances on one PostgreSQL) race for it.
import { afterAll, describe, expect, it } from "vitest";
import { callResultSchema } from "@/lib/call-results";
import type { CallResult } from "@/lib/call-results/schemas";
import { openTestStore, storeEngines } from "@/test-support/store-engines";
import { upsertCalls } from "../call-index/rows";
import type { Store } from "../store/database";
import { createForm } from "./forms-store";
import { createPlan, runPlan } from "./plans-store";
import { runWeeklyPlans } from "./weekly-runs";

const { engines, stop } = await storeEngines("quality-plans");
afterAll(stop);

const NOW = Date.parse("2026-11-28T12:00:00Z");
const AGENTS = ["Ann", "Bob", "Cy"];

function call(i: number, overrides: Partial<CallResult> = {}): CallResult {
  const created = new Date(NOW - (i + 1) * 3_600_000).toISOString();
  return callResultSchema.parse({
    callId: `call-${String(i).padStart(3, "0")}`,
    callTaskId: null,
    detailsUrl: `https://example.test/${i}`,
    agentId: `agent-${i % 3}`,
    agentName: AGENTS[i % 3],
    endUserId: null,
    status: "completed",
    direction: "inbound",
    from: "+14155550000",
    to: "+14155550001",
    startedAt: created,
    endedAt: created,
    durationSeconds: 60 + i,
    isVoicemail: false,
    createdAt: created,
    updatedAt: created,
    resultAvailable: true,
    audioAvailable: true,
    ...overrides,
  });
}

async function seeded(store: Store) {
  const calls = Array.from({ length: 60 }, (_, i) => call(i));
  // Out of the filter: too short, not completed, too old.
  calls.push(call(100, { durationSeconds: 10 }), call(101, { status: "failed" }), call(102, { createdAt: new Date(NOW - 30 * 86_400_000).toISOString() }));
  await upsertCalls(store.db, calls, NOW);
  const form = await createForm(
    store.db,
    {
      name: "F",
      isDefault: true,
      definition: {
        threshold: 0,
        sections: [{ title: "S", weight: 1, questions: [{ id: "a", text: "A", kind: "yesno", weight: 1, critical: false, commentOnNegative: false }] }],
      },
    },
    "ada",
  );
  const definition = {
    formId: form.id,
    perAgent: 3,
    agents: [] as string[],
    reviewers: ["rita", "sam"],
    daysBack: 7,
    minDurationSeconds: 30,
    dueDays: 7,
    schedule: "manual" as const,
  };
  return createPlan(store.db, { name: "Weekly", definition }, "ada");
}

for (const engine of engines) {
  describe.skipIf(engine.skipped)(`sampling plans ${engine.title}`, () => {
    it("draws N per agent from the filter, shared round-robin; the same seed draws the same calls", async () => {
      const store = await openTestStore(await engine.fresh());
      try {
        const plan = await seeded(store);
        const first = (await store.db.transaction().execute((trx) => runPlan(trx, plan, { runKey: "k1", runBy: "ada", seed: 42 }, NOW)))!;
        expect(first.picks).toHaveLength(9);
        for (const agent of AGENTS) expect(first.picks.filter((p) => p.agent === agent)).toHaveLength(3);
        expect(first.picks.filter((p) => p.reviewer === "rita").length).toBe(5);
        expect(first.picks.some((p) => ["call-100", "call-101", "call-102"].includes(p.callId))).toBe(false);
        expect(first.run).toMatchObject({ seed: 42, filter: { minDurationSeconds: 30, status: "completed", fromMs: NOW - 7 * 86_400_000, toMs: NOW } });
        // The same seed again, once the first run's calls are free again: the same draw.
        await store.db.deleteFrom("qa_assignment").execute();
        const again = (await runPlan(store.db, plan, { runKey: "k2", runBy: "ada", seed: 42 }, NOW))!;
        expect(again.picks).toEqual(first.picks);
        // Assigned calls are not drawn twice.
        const third = (await runPlan(store.db, plan, { runKey: "k3", runBy: "ada", seed: 42 }, NOW))!;
        expect(third.picks.some((p) => again.picks.some((q) => q.callId === p.callId))).toBe(false);
      } finally {
        await store.close();
      }
    });

    it("a run key runs once, even when two runners race for it", async () => {
      const config = await engine.fresh();
      const [a, b] = [await openTestStore(config), await openTestStore(config)];
      try {
        const plan = await seeded(a);
        const run = (store: Store) => store.db.transaction().execute((trx) => runPlan(trx, plan, { runKey: "weekly:2026-11-23", runBy: "scheduler" }, NOW));
        // PostgreSQL: two instances at once. SQLite is one instance's own file: one after the other.
        const results = engine.title.includes("PostgreSQL") ? await Promise.all([run(a), run(b)]) : [await run(a), await run(b)];
        expect(results.filter((r) => r !== null)).toHaveLength(1);
        const { n } = await a.db
          .selectFrom("qa_assignment")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(n)).toBe(9);
        const runs = await a.db.selectFrom("qa_plan_run").selectAll().execute();
        expect(runs).toHaveLength(1);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it("a weekly plan runs once a week, not once per instance, and not in the week it was made", async () => {
      const config = await engine.fresh();
      const [a, b] = [await openTestStore(config), await openTestStore(config)];
      try {
        const plan = await seeded(a);
        await a.db
          .updateTable("qa_plan")
          .set({ definition: JSON.stringify({ ...plan.definition, schedule: "weekly" }), created_at: "2026-11-01T00:00:00Z" })
          .execute();
        const both = engine.title.includes("PostgreSQL")
          ? await Promise.all([runWeeklyPlans(a, NOW), runWeeklyPlans(b, NOW)])
          : [await runWeeklyPlans(a, NOW), await runWeeklyPlans(b, NOW)];
        expect(both[0]! + both[1]!).toBe(1);
        expect(await runWeeklyPlans(a, NOW + 3_600_000)).toBe(0); // the same week
        await a.db
          .updateTable("qa_plan")
          .set({ created_at: new Date(NOW).toISOString() })
          .execute();
        await a.db.deleteFrom("qa_plan_run").execute();
        expect(await runWeeklyPlans(a, NOW)).toBe(0); // made this week: waits for Monday
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
}
