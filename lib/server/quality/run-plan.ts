import "server-only";
import { DashboardError } from "@/lib/errors";
import type { Plan } from "@/lib/quality/plan";
import { recordAudit } from "../store/audit";
import type { StoreDb } from "../store/database";
import { runPlan } from "./plans-store";

type Done = NonNullable<Awaited<ReturnType<typeof runPlan>>>;

/** A plan's run under a key that must not have run yet (a 409 when it has). */
export async function runOnce(trx: StoreDb, plan: Plan, options: Parameters<typeof runPlan>[2]): Promise<Done> {
  const done = await runPlan(trx, plan, options);
  if (!done) throw new DashboardError("conflict", "This run of the plan was already made.");
  return done;
}

/** The run in the audit trail's words: its seed, filter and how many calls it chose. */
export const runDetails = (plan: Plan, { run, picks }: Done, when = `run ${run.id}`) =>
  `${plan.name} ${when}: seed ${run.seed}, filter ${JSON.stringify(run.filter)}, ${picks.length} calls`;

/** Each call a run chose, and for whom, in the audit trail: in the run's transaction, by who ran it (a user, or the scheduler). */
export async function recordPicks(trx: StoreDb, by: { user: string; client: string }, { run, picks }: Done): Promise<void> {
  for (const pick of picks)
    await recordAudit(trx, {
      ...by,
      action: "assignment",
      callId: pick.callId,
      callTaskId: null,
      outcome: "assigned",
      details: `run ${run.id}: ${pick.reviewer} (agent ${pick.agent})`,
    });
}
