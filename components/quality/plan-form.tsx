"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { TextInput } from "@/components/ui/text-input";
import { createPlan, refreshPlans } from "@/lib/dashboard-api/assignments";
import type { FormSummary } from "@/lib/dashboard-api/quality";
import { commaList } from "./comma-list";

const NUMBERS = [
  ["perAgent", "Calls per agent", 5],
  ["daysBack", "From the last days", 7],
  ["minDurationSeconds", "Longer than (seconds)", 30],
  ["dueDays", "Due in days", 7],
] as const;

// A new sampling plan (admins, issue #41): N random completed calls per agent from the last
// days, longer than a minimum, not yet evaluated, shared round-robin among the reviewers.
export function PlanForm({ forms }: { forms: FormSummary[] }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [formId, setFormId] = useState(forms.find((f) => f.isDefault)?.id ?? forms[0]?.id ?? "");
  const [reviewers, setReviewers] = useState("");
  const [agents, setAgents] = useState("");
  const [numbers, setNumbers] = useState<Record<string, number>>(Object.fromEntries(NUMBERS.map(([k, , v]) => [k, v])));
  const [weekly, setWeekly] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      createPlan(name.trim(), {
        formId,
        reviewers: commaList(reviewers),
        agents: commaList(agents),
        perAgent: numbers.perAgent!,
        daysBack: numbers.daysBack!,
        minDurationSeconds: numbers.minDurationSeconds!,
        dueDays: numbers.dueDays!,
        schedule: weekly ? "weekly" : "manual",
      }),
    onSuccess: () => refreshPlans(queryClient),
  });
  return (
    <form
      aria-label="New sampling plan"
      className="panel flex flex-wrap items-end gap-3 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <TextInput label="Plan name" value={name} maxLength={100} required onChange={setName} />
      <label className="text-sm">
        Scorecard
        <select className="field block" value={formId} onChange={(e) => setFormId(e.target.value)}>
          {forms.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <TextInput label="Reviewers, comma-separated" value={reviewers} maxLength={1000} required onChange={setReviewers} />
      <TextInput label="Agents, comma-separated (all when empty)" value={agents} maxLength={2000} onChange={setAgents} />
      {NUMBERS.map(([key, label]) => (
        <label key={key} className="text-sm">
          {label}
          <input
            className="field block w-24"
            type="number"
            min={0}
            value={numbers[key]}
            onChange={(e) => setNumbers({ ...numbers, [key]: Number(e.target.value) })}
          />
        </label>
      ))}
      <label className="inline-flex items-center gap-1.5 text-sm">
        <input type="checkbox" checked={weekly} onChange={(e) => setWeekly(e.target.checked)} />
        Every Monday
      </label>
      <Button type="submit" disabled={save.isPending || !formId}>
        Create plan
      </Button>
      <FormError error={save.error} className="w-full text-sm text-red-800" />
    </form>
  );
}
