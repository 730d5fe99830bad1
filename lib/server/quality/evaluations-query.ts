import "server-only";
import { DashboardError } from "@/lib/errors";
import type { Evaluation } from "@/lib/quality/evaluation";
import { textProblem } from "@/lib/text-input";
import type { StoreDb } from "../store/database";
import { toEvaluation } from "./evaluations-store";

// The evaluations list (GET /api/evaluations, the Reviews page's roll-up): filterable by
// call, form, reviewer, agent, score range, critical failure, "needs attention" and the
// submitted date; newest first, bounded pages.

const PAGE_MAX = 200;

function text(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name)?.trim();
  if (value === undefined || value === "") return undefined;
  if (value.length > 128 || textProblem(value) !== null)
    throw new DashboardError("invalid_request", `${name} must be at most 128 plain characters.`, {
      details: [{ param: name, message: "too long or not plain" }],
    });
  return value;
}

function num(url: URL, name: string, min: number, max: number): number | undefined {
  const raw = text(url, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new DashboardError("invalid_request", `${name} must be a number from ${min} to ${max}.`, {
      details: [{ param: name, message: `must be ${min}–${max}` }],
    });
  return value;
}

function yes(url: URL, name: string): boolean {
  const raw = text(url, name);
  if (raw !== undefined && raw !== "yes")
    throw new DashboardError("invalid_request", `${name} must be "yes" or absent.`, { details: [{ param: name, message: "must be yes" }] });
  return raw === "yes";
}

export async function queryEvaluations(db: StoreDb, url: URL): Promise<{ evaluations: Evaluation[] }> {
  const f = {
    callId: text(url, "callId"),
    formId: text(url, "formId"),
    reviewer: text(url, "reviewer"),
    agent: text(url, "agent"),
    minScore: num(url, "minScore", 0, 100),
    maxScore: num(url, "maxScore", 0, 100),
    from: text(url, "from"),
    to: text(url, "to"),
    critical: yes(url, "critical"),
    attention: yes(url, "needsAttention"),
    limit: num(url, "limit", 1, PAGE_MAX) ?? 50,
  };
  if (f.minScore !== undefined && f.maxScore !== undefined && f.minScore > f.maxScore)
    throw new DashboardError("invalid_request", "minScore must not be above maxScore.", { details: [{ param: "minScore", message: "above maxScore" }] });
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
  if (f.to) q = q.where("submitted_at", "<", f.to);
  if (f.critical) q = q.where("critical_failed", "=", 1);
  if (f.attention) q = q.where("needs_attention", "=", 1);
  const rows = await q.orderBy("updated_at", "desc").orderBy("id").limit(Math.floor(f.limit)).execute();
  return { evaluations: rows.map(toEvaluation) };
}
