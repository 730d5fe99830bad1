// The quality program's API (issue #41): scorecards, evaluations, and the writes, each
// followed by reading the affected lists again.
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Evaluation } from "@/lib/quality/evaluation";
import type { Answers, FormDefinition, FormSummary } from "@/lib/quality/form";
import { requestJson } from "./fetch";
import { PAGE_PATHS } from "./page-paths";
import { withSearch } from "./paths";

export type { FormSummary };

export interface FormInput {
  name: string;
  isDefault: boolean;
  definition: FormDefinition;
}

const FORMS_KEY = "qa-forms";
const EVALUATIONS_KEY = "qa-evaluations";

export const formsOptions = () =>
  queryOptions({
    queryKey: [FORMS_KEY] as const,
    queryFn: ({ signal }) => requestJson<{ forms: FormSummary[] }>(PAGE_PATHS.forms, { signal }).then((r) => r.forms),
    staleTime: 30_000,
  });

/** A form at a version (the version an evaluation was made with). */
export const formVersionOptions = (formId: string, version: number) =>
  queryOptions({
    queryKey: [FORMS_KEY, formId, version] as const,
    queryFn: ({ signal }) =>
      requestJson<{ form: { id: string; name: string; version: number; definition: FormDefinition } }>(`${PAGE_PATHS.form(formId)}?version=${version}`, {
        signal,
      }).then((r) => r.form),
    staleTime: Number.POSITIVE_INFINITY, // a version never changes once used
  });

/** Evaluations by the list's filters (callId=, needsAttention=yes, …). */
export const evaluationsOptions = (filters: Record<string, string>) =>
  queryOptions({
    queryKey: [EVALUATIONS_KEY, filters] as const,
    queryFn: ({ signal }) =>
      requestJson<{ evaluations: Evaluation[] }>(withSearch(PAGE_PATHS.evaluations, new URLSearchParams(filters)), { signal }).then((r) => r.evaluations),
    staleTime: 10_000,
  });

/** The Reviews page's roll-up: a page of evaluations by its filters, and how many match in all. */
export const evaluationsRollupOptions = (filters: Record<string, string>) =>
  queryOptions({
    queryKey: [EVALUATIONS_KEY, "rollup", filters] as const,
    queryFn: ({ signal }) =>
      requestJson<{ evaluations: Evaluation[]; total: number }>(withSearch(PAGE_PATHS.evaluations, new URLSearchParams(filters)), { signal }),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });

/** The export of the roll-up's filters (every match, with each answer), its times in the page's zone: a plain link. */
export function evaluationsExportHref(filters: Record<string, string>, zone: string): string {
  return withSearch(PAGE_PATHS.evaluationsExport, new URLSearchParams({ ...filters, zone }));
}

export const refreshForms = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [FORMS_KEY] });
export const refreshEvaluations = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [EVALUATIONS_KEY] });

export const createForm = (input: FormInput) => requestJson<{ form: FormSummary }>(PAGE_PATHS.forms, { method: "POST", body: input }).then((r) => r.form);
export const updateForm = (formId: string, input: FormInput) =>
  requestJson<{ form: FormSummary }>(PAGE_PATHS.form(formId), { method: "PUT", body: input }).then((r) => r.form);

export interface EvaluationSave {
  callId: string;
  formId: string;
  answers: Answers;
  addTimeMs: number;
  submit: boolean;
  calibrationId?: string;
}

export const saveEvaluation = (save: EvaluationSave) =>
  requestJson<{ evaluation: Evaluation }>(PAGE_PATHS.evaluations, { method: "PUT", body: save }).then((r) => r.evaluation);
