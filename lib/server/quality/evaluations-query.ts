import "server-only";
import { isIsoDateTime, isoToMillis } from "@/lib/call-results/date-time";
import { DashboardError } from "@/lib/errors";
import type { Evaluation } from "@/lib/quality/evaluation";
import { textProblem } from "@/lib/text-input";
import type { StoreDb } from "../store/database";
import { toEvaluation } from "./evaluations-store";

// The evaluations list (GET /api/evaluations, the Reviews page's roll-up, and its export):
// filterable by call, form, reviewer, agent, score range, critical failure, "needs attention"
// and the submitted date; newest first, bounded pages. Each bad parameter is refused by name.

const PAGE_MAX = 200;

type Get = (name: string) => string | null;

const refuse = (name: string, message: string) => new DashboardError("invalid_request", `${name} ${message}.`, { details: [{ param: name, message }] });

function text(get: Get, name: string): string | undefined {
  const value = get(name)?.trim();
  if (value === undefined || value === "") return undefined;
  if (value.length > 128 || textProblem(value) !== null) throw refuse(name, "must be at most 128 plain characters");
  return value;
}

function num(get: Get, name: string, min: number, max: number): number | undefined {
  const raw = text(get, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw refuse(name, `must be a number from ${min} to ${max}`);
  return value;
}

function yes(get: Get, name: string): boolean {
  const raw = text(get, name);
  if (raw !== undefined && raw !== "yes") throw refuse(name, 'must be "yes" or absent');
  return raw === "yes";
}

/** An instant (with its offset, or read as UTC), as stored: ISO with Z, so the text compares in time order. */
function instant(get: Get, name: string): string | undefined {
  const raw = text(get, name);
  if (raw === undefined) return undefined;
  if (!isIsoDateTime(raw)) throw refuse(name, "must be a real date and time, e.g. 2026-01-31T09:00:00Z");
  return new Date(isoToMillis(raw)).toISOString();
}

export interface EvaluationsFilter {
  callId?: string | undefined;
  formId?: string | undefined;
  reviewer?: string | undefined;
  agent?: string | undefined;
  minScore?: number | undefined;
  maxScore?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  critical: boolean;
  attention: boolean;
}

/** The list's filters of a request's parameters, or a 400 naming the first bad one. */
export function evaluationsFilter(get: Get): EvaluationsFilter {
  const f = {
    callId: text(get, "callId"),
    formId: text(get, "formId"),
    reviewer: text(get, "reviewer"),
    agent: text(get, "agent"),
    minScore: num(get, "minScore", 0, 100),
    maxScore: num(get, "maxScore", 0, 100),
    from: instant(get, "from"),
    to: instant(get, "to"),
    critical: yes(get, "critical"),
    attention: yes(get, "needsAttention"),
  };
  if (f.minScore !== undefined && f.maxScore !== undefined && f.minScore > f.maxScore) throw refuse("maxScore", "must not be below minScore");
  if (f.from && f.to && f.from > f.to) throw refuse("to", "must not be before from");
  return f;
}

function filtered(db: StoreDb, f: EvaluationsFilter) {
  // A calibration's evaluations are read through it (/api/calibrations), once all are in.
  let q = db.selectFrom("qa_evaluation").selectAll().where("calibration_id", "=", "");
  if (f.callId) q = q.where("call_id", "=", f.callId);
  else q = q.where("status", "=", "submitted");
  if (f.formId) q = q.where("form_id", "=", f.formId);
  if (f.reviewer) q = q.where("reviewer", "=", f.reviewer);
  if (f.agent) q = q.where("agent_name", "=", f.agent);
  if (f.minScore !== undefined) q = q.where("score", ">=", f.minScore);
  if (f.maxScore !== undefined) q = q.where("score", "<=", f.maxScore);
  if (f.from) q = q.where("submitted_at", ">=", f.from);
  if (f.to) q = q.where("submitted_at", "<=", f.to);
  if (f.critical) q = q.where("critical_failed", "=", 1);
  if (f.attention) q = q.where("needs_attention", "=", 1);
  return q;
}

/** The evaluations of a filter, newest first (`offset` pages an export through them). */
export async function selectEvaluations(db: StoreDb, f: EvaluationsFilter, limit: number, offset = 0, viewerId?: string): Promise<Evaluation[]> {
  const rows = await filtered(db, f).orderBy("updated_at", "desc").orderBy("id").limit(limit).offset(offset).execute();
  return rows.map((r) => toEvaluation(r, viewerId));
}

/** How many evaluations match (the list's total, the export's count). */
export async function countEvaluations(db: StoreDb, f: EvaluationsFilter): Promise<number> {
  const { n } = await filtered(db, f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A page of the list (at most `limit`, 50 unless asked), and how many match in all; `mine` for the caller of id `viewerId`. */
export async function queryEvaluations(db: StoreDb, url: URL, viewerId: string): Promise<{ evaluations: Evaluation[]; total: number }> {
  const get: Get = (n) => url.searchParams.get(n);
  const filter = evaluationsFilter(get);
  const limit = num(get, "limit", 1, PAGE_MAX) ?? 50;
  const [evaluations, total] = await Promise.all([selectEvaluations(db, filter, Math.floor(limit), 0, viewerId), countEvaluations(db, filter)]);
  return { evaluations, total };
}
