// Sampling plans and assignments (issue #41): the queue's list, the plans an admin runs.
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Assignment, Plan, PlanDefinition, PlanRun } from "@/lib/quality/plan";
import { requestJson } from "./fetch";
import { PAGE_PATHS } from "./page-paths";

const ASSIGNMENTS_KEY = "qa-assignments";
const PLANS_KEY = "qa-plans";

/** The signed-in reviewer's open assignments, oldest due first. */
export const myAssignmentsOptions = () =>
  queryOptions({
    queryKey: [ASSIGNMENTS_KEY, "mine"] as const,
    queryFn: ({ signal }) => requestJson<{ assignments: Assignment[] }>(PAGE_PATHS.assignments, { signal }).then((r) => r.assignments),
    staleTime: 5_000,
  });

/** Every reviewer's assignments that are still to do or handed back (an admin's view), oldest due first. */
export const allAssignmentsOptions = () =>
  queryOptions({
    queryKey: [ASSIGNMENTS_KEY, "all"] as const,
    queryFn: async ({ signal }) => {
      const of = (status: string) =>
        requestJson<{ assignments: Assignment[] }>(`${PAGE_PATHS.assignments}?reviewer=&status=${status}`, { signal }).then((r) => r.assignments);
      const [open, returned] = await Promise.all([of("open"), of("returned")]);
      return [...returned, ...open];
    },
    staleTime: 5_000,
  });

export const plansOptions = () =>
  queryOptions({
    queryKey: [PLANS_KEY] as const,
    queryFn: ({ signal }) => requestJson<{ plans: Plan[] }>(PAGE_PATHS.plans, { signal }).then((r) => r.plans),
    staleTime: 30_000,
  });

export const refreshPlans = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: [PLANS_KEY] }), queryClient.invalidateQueries({ queryKey: [ASSIGNMENTS_KEY] })]);

export const createPlan = (name: string, definition: PlanDefinition) =>
  requestJson<{ plan: Plan }>(PAGE_PATHS.plans, { method: "POST", body: { name, definition } }).then((r) => r.plan);

export const runPlanNow = (planId: string) => requestJson<{ run: PlanRun; assignments: number }>(PAGE_PATHS.planRuns(planId), { method: "POST", body: {} });

/** The reviewer hands an assignment back, with a reason. */
export const handBack = (id: string, reason: string) =>
  requestJson<{ assignment: Assignment }>(PAGE_PATHS.assignment(id), { method: "PATCH", body: { action: "return", reason } });

/** An admin gives an assignment (open or handed back) to another reviewer, with a reason. */
export const reassign = (id: string, reviewer: string, reason: string) =>
  requestJson<{ assignment: Assignment }>(PAGE_PATHS.assignment(id), { method: "PATCH", body: { action: "reassign", reviewer, reason } });
