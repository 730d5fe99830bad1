import "server-only";
import { DashboardError } from "@/lib/errors";
import type { Plan } from "@/lib/quality/plan";
import type { SessionUser } from "@/lib/roles";
import type { StoreDb } from "../store/database";
import { runPlan } from "./plans-store";
import { auditQuality } from "./quality-audit";

type Done = NonNullable<Awaited<ReturnType<typeof runPlan>>>;

/** A plan's run under a key that must not have run yet (a 409 when it has). */
export async function runOnce(trx: StoreDb, plan: Plan, options: Parameters<typeof runPlan>[2]): Promise<Done> {
  const done = await runPlan(trx, plan, options);
  if (!done) throw new DashboardError("conflict", "This run of the plan was already made.");
  return done;
}

/** The run in the audit trail: its seed and filter, then each call chosen and for whom. */
export async function auditRun(trx: StoreDb, request: Request, user: SessionUser, plan: Plan, { run, picks }: Done): Promise<void> {
  const details = `${plan.name} run ${run.id}: seed ${run.seed}, filter ${JSON.stringify(run.filter)}, ${picks.length} calls`;
  await auditQuality(trx, request, user, { action: "plan", outcome: "ran", details });
  for (const pick of picks)
    await auditQuality(trx, request, user, {
      action: "assignment",
      outcome: "assigned",
      callId: pick.callId,
      details: `run ${run.id}: ${pick.reviewer} (agent ${pick.agent})`,
    });
}
