import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import { DashboardError } from "@/lib/errors";
import type { Assignment, Plan, PlanDefinition, PlanRun } from "@/lib/quality/plan";
import { type Candidate, type Pick, sampleCalls } from "@/lib/quality/sample";
import type { StoreDb } from "../store/database";
import type { QualitySchema } from "../store/schema-quality";
import { formVersion } from "./forms-store";
import { namedReviewer } from "./reviewer-identity";

// Sampling plans and their runs (issue #41). A run chooses from the local call index: the
// completed calls of the plan's window, longer than its minimum, with an agent, not yet
// evaluated nor assigned; sampleCalls draws N per agent by the run's seed. The run stores
// its seed and filter, so the same draw can be made again. Its run key is unique: two
// instances (or two clicks) that run a plan for the same key make one run.

const MAX_PLANS = 200;
/** Candidates read for one run: the index's newest this many of the window. */
const MAX_CANDIDATES = 50_000;
const DAY_MS = 86_400_000;

export async function listPlans(db: StoreDb): Promise<Plan[]> {
  const rows = await db.selectFrom("qa_plan").selectAll().orderBy("name").limit(MAX_PLANS).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, definition: JSON.parse(r.definition), createdAt: r.created_at }));
}

export async function findPlan(db: StoreDb, id: string): Promise<Plan> {
  const row = await db.selectFrom("qa_plan").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new DashboardError("not_found", "There is no such plan.");
  return { id: row.id, name: row.name, definition: JSON.parse(row.definition), createdAt: row.created_at };
}

export async function createPlan(trx: StoreDb, input: { name: string; definition: PlanDefinition }, user: string, now = Date.now()): Promise<Plan> {
  await formVersion(trx, input.definition.formId); // a 404 for a form that is not there
  for (const name of input.definition.reviewers) await namedReviewer(trx, name, "definition.reviewers");
  const { n } = await trx
    .selectFrom("qa_plan")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_PLANS) throw new DashboardError("conflict", `There are already ${MAX_PLANS} plans.`);
  const plan = { id: randomUUID(), name: input.name, definition: input.definition, createdAt: new Date(now).toISOString() };
  await trx
    .insertInto("qa_plan")
    .values({ id: plan.id, name: plan.name, definition: JSON.stringify(plan.definition), created_by: user, created_at: plan.createdAt })
    .execute();
  return plan;
}

async function candidates(db: StoreDb, filter: PlanRun["filter"]): Promise<Candidate[]> {
  let q = db
    .selectFrom("call_index")
    .select(["call_id", "agent_name"])
    .where("deleted", "=", 0)
    .where("status", "=", filter.status)
    .where("created_ms", ">=", filter.fromMs)
    .where("created_ms", "<", filter.toMs)
    .where("duration_seconds", ">", filter.minDurationSeconds)
    .where("agent_name", "is not", null);
  if (filter.agents.length > 0) q = q.where("agent_name", "in", filter.agents);
  const rows = await q
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("qa_evaluation as e").select("e.id").whereRef("e.call_id", "=", "call_index.call_id").where("e.status", "=", "submitted")),
      ),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("qa_assignment as a").select("a.id").whereRef("a.call_id", "=", "call_index.call_id").where("a.status", "=", "open"))),
    )
    .orderBy("created_ms", "desc")
    .limit(MAX_CANDIDATES)
    .execute();
  return rows.map((r) => ({ callId: r.call_id, agent: r.agent_name! }));
}

/** Runs a plan under `runKey`: its run and assignments, or null when that key already ran. */
export async function runPlan(
  trx: StoreDb,
  plan: Plan,
  options: { runKey: string; runBy: string; seed?: number },
  now = Date.now(),
): Promise<{ run: PlanRun; picks: Pick[] } | null> {
  const d = plan.definition;
  const seed = options.seed ?? randomInt(0, 2 ** 31);
  const filter: PlanRun["filter"] = {
    fromMs: now - d.daysBack * DAY_MS,
    toMs: now,
    minDurationSeconds: d.minDurationSeconds,
    agents: d.agents ?? [],
    status: "completed",
    notEvaluated: true,
  };
  const run = { id: randomUUID(), planId: plan.id, seed, filter, picked: 0, runBy: options.runBy, at: new Date(now).toISOString() };
  // The key first: a second runner waits here for the first, then finds it taken.
  const inserted = await trx
    .insertInto("qa_plan_run")
    .values({ id: run.id, plan_id: plan.id, run_key: options.runKey, seed, filter: JSON.stringify(filter), picked: 0, run_by: options.runBy, at: run.at })
    .onConflict((oc) => oc.column("run_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return null;
  // Each reviewer's id as of this run (a 400 naming one who can no longer review: their calls would be stranded).
  const reviewers = new Map<string, string | null>();
  for (const name of d.reviewers) reviewers.set(name, (await namedReviewer(trx, name, "definition.reviewers")).id);
  const picks = sampleCalls(await candidates(trx, filter), { perAgent: d.perAgent, reviewers: d.reviewers, seed });
  const dueAt = new Date(now + d.dueDays * DAY_MS).toISOString();
  const rows = picks.map((p) => ({
    id: randomUUID(),
    run_id: run.id,
    call_id: p.callId,
    agent_name: p.agent,
    reviewer: p.reviewer,
    reviewer_id: reviewers.get(p.reviewer) ?? null,
    form_id: d.formId,
    due_at: dueAt,
    status: "open",
    reason: null,
    created_at: run.at,
    updated_at: run.at,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto("qa_assignment")
      .values(rows.slice(i, i + 500))
      .execute();
  await trx.updateTable("qa_plan_run").set({ picked: picks.length }).where("id", "=", run.id).execute();
  return { run: { ...run, picked: picks.length }, picks };
}

export async function listRuns(db: StoreDb, planId: string): Promise<PlanRun[]> {
  const rows = await db.selectFrom("qa_plan_run").selectAll().where("plan_id", "=", planId).orderBy("at", "desc").limit(100).execute();
  return rows.map((r) => ({ id: r.id, planId: r.plan_id, seed: r.seed, filter: JSON.parse(r.filter), picked: r.picked, runBy: r.run_by, at: r.at }));
}

export const toAssignment = (r: Omit<QualitySchema["qa_assignment"], "created_at" | "updated_at">): Assignment => ({
  id: r.id,
  runId: r.run_id,
  callId: r.call_id,
  agentName: r.agent_name,
  reviewer: r.reviewer,
  formId: r.form_id,
  dueAt: r.due_at,
  status: r.status as Assignment["status"],
  reason: r.reason,
});
