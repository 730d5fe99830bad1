import "server-only";
import { z } from "zod";
import { DashboardError } from "@/lib/errors";
import type { PlanDefinition } from "@/lib/quality/plan";
import { textProblem } from "@/lib/text-input";

// A sampling plan as an admin sends it, with bounded sizes; the first problem named by its path.
const name = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((s) => textProblem(s) === null, "must be plain text");

const planBody = z.object({
  name,
  definition: z.object({
    formId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
    perAgent: z.number().int().min(1).max(50),
    agents: z.array(name).max(100).default([]),
    reviewers: z.array(name).min(1).max(50),
    daysBack: z.number().int().min(1).max(90),
    minDurationSeconds: z.number().int().min(0).max(86_400).default(0),
    dueDays: z.number().int().min(1).max(90),
    schedule: z.enum(["manual", "weekly"]).default("manual"),
  }),
});

export function parsePlanInput(body: unknown): { name: string; definition: PlanDefinition } {
  const parsed = planBody.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const param = issue.path.join(".") || "body";
  throw new DashboardError("invalid_request", `${param}: ${issue.message}`, { details: [{ param, message: issue.message }] });
}
