"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { plansOptions, refreshPlans, runPlanNow } from "@/lib/dashboard-api/assignments";
import { formsOptions } from "@/lib/dashboard-api/quality";
import { CalibrationsAdmin } from "./calibrations-admin";
import { PlanForm } from "./plan-form";

// Sampling plans (admins, issue #41): each with "Run now", which draws and assigns its calls
// once and says how many; the run's seed and filter are in its runs and the audit trail.
export function PlansAdmin() {
  const queryClient = useQueryClient();
  const plans = useQuery(plansOptions());
  const forms = useQuery(formsOptions());
  const run = useMutation({ mutationFn: runPlanNow, onSuccess: () => refreshPlans(queryClient) });
  return (
    <section aria-labelledby="plans-heading" className="space-y-3">
      <h2 id="plans-heading" className="text-lg font-semibold">
        Sampling plans
      </h2>
      {plans.data && plans.data.length > 0 && (
        <ul aria-label="Sampling plans" className="space-y-1 text-sm">
          {plans.data.map((p) => (
            <li key={p.id} className="flex items-center gap-3">
              <span>
                {p.name}: {p.definition.perAgent} per agent, last {p.definition.daysBack} days, for {p.definition.reviewers.join(", ")}
                {p.definition.schedule === "weekly" ? ", every Monday" : ""}
              </span>
              <Button variant="compact" disabled={run.isPending} onClick={() => run.mutate(p.id)} aria-label={`Run ${p.name} now`}>
                Run now
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="text-sm">
        {run.data ? `Assigned ${run.data.assignments} calls (seed ${run.data.run.seed}).` : ""}
      </p>
      <FormError error={run.error} className="text-sm text-red-800" />
      {forms.data && forms.data.length > 0 ? (
        <>
          <PlanForm forms={forms.data} />
          <CalibrationsAdmin forms={forms.data} />
        </>
      ) : (
        <p className="text-sm">Create a scorecard first.</p>
      )}
    </section>
  );
}
