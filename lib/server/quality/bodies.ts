import "server-only";
import { DashboardError } from "@/lib/errors";

/** A scorecard of 100 questions with their texts and choices fits well within this. */
export const FORM_BODY_BYTES = 128 * 1024;
/** An evaluation: 100 answers with comments of up to 1,000 characters. */
export const EVALUATION_BODY_BYTES = 256 * 1024;

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** An id of the quality program's rows (a UUID, or a call id), or a 400 naming the parameter. */
export function checkQualityId(param: string, value: unknown): string {
  if (typeof value !== "string" || !ID.test(value))
    throw new DashboardError("invalid_request", `${param} must be 1 to 128 letters, digits, _ or -.`, { details: [{ param, message: "not an id" }] });
  return value;
}
