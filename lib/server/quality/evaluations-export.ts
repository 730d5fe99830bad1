import "server-only";
import { DashboardError } from "@/lib/errors";
import type { Evaluation } from "@/lib/quality/evaluation";
import { type AnswerValue, allQuestions, type FormDefinition, type Question } from "@/lib/quality/form";
import { csvCell } from "../csv";
import { toZonedIso } from "../export/zoned-iso";
import type { StoreDb } from "../store/database";
import { countEvaluations, type EvaluationsFilter, selectEvaluations } from "./evaluations-query";
import { formVersion } from "./forms-store";

// The Reviews page's evaluations as a spreadsheet (issue #41 §6): a row per evaluation, as a
// spreadsheet user sums and filters them, with its form and version, score, critical failure
// and a column per question holding the answer as the form words it ("Yes", "3", a choice's
// label, "N/A"), and the comment beside it where any evaluation has one. A question keeps its
// column across the form's versions (answers are kept by its id), headed by its newest text;
// with several forms, each header names its form. Times on the page's clock with their offset.

const EVALUATIONS_EXPORT_MAX = 5_000;
const BATCH = 500;
const CRLF = "\r\n";
const BOM = "\uFEFF";
const BASE = ["callId", "agentName", "reviewer", "form", "formVersion", "submittedAt", "score", "criticalFailure", "needsAttention", "timeSpentSeconds"];

interface Column {
  key: string;
  formId: string;
  question: Question;
  header: string;
  withComment: boolean;
}

function answerText(question: Question, value: AnswerValue | undefined): string | null {
  if (value === undefined) return null;
  if (value === "na") return "N/A";
  if (question.kind === "yesno") return value === "yes" ? "Yes" : "No";
  if (question.kind === "choice") return question.choices?.[value as number]?.label ?? String(value);
  return String(value);
}

/** The evaluations of a filter, or a 400 when there are more than a file holds. */
async function evaluationsOf(db: StoreDb, filter: EvaluationsFilter): Promise<Evaluation[]> {
  const total = await countEvaluations(db, filter);
  if (total > EVALUATIONS_EXPORT_MAX)
    throw new DashboardError("invalid_request", `${total} evaluations match; an export holds at most ${EVALUATIONS_EXPORT_MAX}. Narrow the filters.`);
  const all: Evaluation[] = [];
  while (all.length < total) {
    const batch = await selectEvaluations(db, filter, Math.min(BATCH, total - all.length), all.length);
    if (batch.length === 0) break;
    all.push(...batch);
  }
  return all;
}

/** The question columns of the forms and versions these evaluations used, newest version's text first. */
async function columnsOf(db: StoreDb, evaluations: Evaluation[]): Promise<{ columns: Column[]; formNames: Map<string, string> }> {
  const used = [...new Set(evaluations.map((e) => `${e.formId}\u0000${e.formVersion}`))].map((k) => k.split("\u0000") as [string, string]);
  used.sort(([a, va], [b, vb]) => (a === b ? Number(vb) - Number(va) : a < b ? -1 : 1));
  const formNames = new Map<string, string>();
  const columns = new Map<string, Column>();
  for (const [formId, version] of used) {
    const form: { name: string; definition: FormDefinition } = await formVersion(db, formId, Number(version));
    formNames.set(formId, formNames.get(formId) ?? form.name);
    for (const question of allQuestions(form.definition)) {
      const key = `${formId}\u0000${question.id}`;
      if (!columns.has(key)) columns.set(key, { key, formId, question, header: question.text, withComment: false });
    }
  }
  const several = formNames.size > 1;
  const list = [...columns.values()].map((c) => ({ ...c, header: several ? `${formNames.get(c.formId)}: ${c.header}` : c.header }));
  for (const c of list) c.withComment = evaluations.some((e) => e.formId === c.formId && Boolean(e.answers[c.question.id]?.comment));
  return { columns: list, formNames };
}

/** The file and how many evaluations it holds. */
export async function evaluationsCsv(db: StoreDb, filter: EvaluationsFilter, zone: string | undefined): Promise<{ text: string; count: number }> {
  const evaluations = await evaluationsOf(db, filter);
  const { columns, formNames } = await columnsOf(db, evaluations);
  const t = (iso: string | null) => (iso && zone ? toZonedIso(iso, zone) : iso);
  const header = [...BASE, ...columns.flatMap((c) => (c.withComment ? [c.header, `${c.header} (comment)`] : [c.header])), ...(zone ? ["timeZone"] : [])];
  const rows = evaluations.map((e) => {
    const mine = (c: Column) => (c.formId === e.formId ? e.answers[c.question.id] : undefined);
    const answers = columns.flatMap((c) => {
      const cell = answerText(c.question, mine(c)?.value);
      return c.withComment ? [cell, mine(c)?.comment ?? null] : [cell];
    });
    const base = [e.callId, e.agentName, e.reviewer, formNames.get(e.formId) ?? e.formId, e.formVersion, t(e.submittedAt), e.score];
    const flags = [e.criticalFailed ? "yes" : "no", e.needsAttention ? "yes" : "no", Math.round(e.timeSpentMs / 1000)];
    return [...base, ...flags, ...answers, ...(zone ? [zone] : [])];
  });
  const line = (cells: Array<string | number | null>) => `${cells.map((v) => csvCell(v)).join(",")}${CRLF}`;
  return { text: BOM + line(header) + rows.map(line).join(""), count: evaluations.length };
}
