"use client";
import { useQuery } from "@tanstack/react-query";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { formsOptions } from "@/lib/dashboard-api/quality";
import type { EvaluationFilter } from "./use-evaluation-filters";

interface EvaluationsFiltersProps {
  values: Partial<Record<EvaluationFilter, string>>;
  set: (name: EvaluationFilter, value: string) => void;
  zone: string;
}

// The roll-up's filters (issue #41 §6): form, reviewer, agent, score range, critical failure,
// needs attention and the submitted date. Each applies as it changes.
export function EvaluationsFilters({ values, set, zone }: EvaluationsFiltersProps) {
  const forms = useQuery(formsOptions());
  const text = (name: EvaluationFilter, label: string, type = "text") => (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          className="field"
          value={values[name] ?? ""}
          onChange={(e) => set(name, e.target.value)}
          {...(type === "number" ? { min: 0, max: 100, step: 1, className: "field w-24" } : { maxLength: 128 })}
        />
      )}
    </Field>
  );
  const check = (name: EvaluationFilter, label: string) => (
    <label className="inline-flex items-center gap-1.5 self-center text-sm">
      <input type="checkbox" checked={values[name] === "yes"} onChange={(e) => set(name, e.target.checked ? "yes" : "")} />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-wrap items-end gap-3 panel p-3">
      <legend className="sr-only">Filter the evaluations</legend>
      <Field label="Form">
        {(id) => (
          <Select
            id={id}
            className="field"
            value={values.formId ?? ""}
            onChange={(e) => set("formId", e.target.value)}
            options={[["", "Any form"], ...(forms.data ?? []).map((f) => [f.id, f.name] as const)]}
          />
        )}
      </Field>
      {text("reviewer", "Reviewer")}
      {text("agent", "Agent")}
      {text("minScore", "Score from (%)", "number")}
      {text("maxScore", "Score to (%)", "number")}
      {text("from", "Submitted from", "datetime-local")}
      {text("to", "Submitted to", "datetime-local")}
      <p className="self-center text-xs text-slate-700">Times in {zone}</p>
      {check("critical", "Critical failures")}
      {check("needsAttention", "Needs attention")}
    </fieldset>
  );
}
