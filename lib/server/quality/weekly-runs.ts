import "server-only";
import { log } from "../log/logger";
import { recordAudit } from "../store/audit";
import type { Store } from "../store/database";
import { listPlans, runPlan } from "./plans-store";
import { recordPicks, runDetails } from "./run-plan";

// The weekly plans' runs (issue #41): every instance checks every few minutes, and a plan
// whose schedule is "weekly" runs once for each week from Monday 00:00 UTC. The run key
// names the plan and the week, and is unique in the store, so with several instances on one
// PostgreSQL the first that gets there runs it and the others find the key taken.

const CHECK_MS = 5 * 60_000;

/** This week's Monday, 00:00 UTC, as ISO. */
function weekStart(now: number): string {
  const day = new Date(now);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - sinceMonday)).toISOString();
}

/** Runs the weekly plans not yet run this week; how many ran. */
export async function runWeeklyPlans(store: Store, now = Date.now()): Promise<number> {
  const week = weekStart(now);
  let ran = 0;
  for (const plan of await listPlans(store.db)) {
    // A plan made during the week waits for the next Monday.
    if (plan.definition.schedule !== "weekly" || Date.parse(plan.createdAt) > Date.parse(week)) continue;
    // One plan that cannot run (a reviewer gone) is logged and leaves the others to run.
    const done = await store.db
      .transaction()
      .execute(async (trx) => {
        const result = await runPlan(trx, plan, { runKey: `weekly:${plan.id}:${week}`, runBy: "scheduler" }, now);
        if (!result) return null;
        const by = { user: "scheduler", client: "scheduler" };
        await recordAudit(trx, { ...by, action: "plan", callId: null, callTaskId: null, outcome: "ran", details: runDetails(plan, result, `week of ${week}`) });
        await recordPicks(trx, by, result);
        return result;
      })
      .catch((error: unknown) => {
        log().error({ plan: plan.id, detail: (error as Error).message }, "a weekly plan could not run");
        return null;
      });
    if (done) ran++;
  }
  return ran;
}

export function startWeeklyRuns(store: Store): void {
  const check = () => runWeeklyPlans(store).catch((error: unknown) => log().error({ detail: (error as Error).message }, "weekly plan runs failed"));
  setTimeout(check, 10_000).unref();
  setInterval(check, CHECK_MS).unref();
}
