import "server-only";
import type { z } from "zod";
import { errorBodySchema, invalidRequestBodySchema, pendingSchema, type Pending } from "@/lib/call-results";
import { DashboardError } from "@/lib/errors";

// The spec fixes no HTTP status numbers, so every upstream answer is recognised by its
// body shape first and its status second. Messages say what happened and what to do;
// they never carry the upstream's body.

export type Classified<T> = { kind: "ok"; data: T } | { kind: "pending"; pending: Pending } | { kind: "error"; error: DashboardError };

export interface RawAnswer {
  status: number;
  text: string;
  retryAfter: string | null;
}

const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** Retry-After is delta-seconds or an HTTP-date (RFC 9110 §10.2.3); we always answer seconds. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number {
  if (value === null || value.trim() === "") return DEFAULT_RETRY_AFTER_SECONDS;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text), 3600);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.min(Math.max(0, Math.ceil((at - now) / 1000)), 3600);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function classify<S extends z.ZodType>(answer: RawAnswer, successSchema: S, options: { acceptsPending?: boolean } = {}): Classified<z.infer<S>> {
  const fail = (error: DashboardError) => ({ kind: "error" as const, error });
  const rateLimited = () =>
    fail(
      new DashboardError("rate_limited", "The Call Results Service is rate limiting requests. Wait a moment and try again.", {
        retryAfterSeconds: retryAfterSeconds(answer.retryAfter),
      }),
    );
  const json = parseJson(answer.text);

  if (!json.ok) {
    if (answer.status === 429) return rateLimited();
    return fail(
      new DashboardError(
        "upstream_error",
        answer.status >= 200 && answer.status < 300
          ? "The Call Results Service sent an unreadable answer. Try again; if it persists, the service may be having problems."
          : `The Call Results Service is unavailable (HTTP ${answer.status}). Try again in a moment.`,
      ),
    );
  }
  const body = json.value;

  if (options.acceptsPending) {
    const pending = pendingSchema.safeParse(body);
    if (pending.success) return { kind: "pending", pending: pending.data };
  }
  if (invalidRequestBodySchema.safeParse(body).success) {
    return fail(new DashboardError("invalid_request", "The Call Results Service rejected the request as invalid. Check the filters."));
  }
  const errorBody = errorBodySchema.safeParse(body);
  if (errorBody.success) return fail(errorFromBody(errorBody.data, answer, rateLimited));

  if (answer.status >= 200 && answer.status < 300) {
    const parsed = successSchema.safeParse(body);
    if (parsed.success) return { kind: "ok", data: parsed.data };
    return fail(
      new DashboardError(
        "bad_upstream_response",
        "The Call Results Service answered in a shape this dashboard does not understand. The service may have changed its API.",
      ),
    );
  }
  // A JSON error body of no known shape: the status is all there is to go on.
  if (answer.status === 429) return rateLimited();
  if (answer.status === 400 || answer.status === 422) {
    return fail(new DashboardError("invalid_request", "The Call Results Service rejected the request as invalid. Check the filters."));
  }
  if (answer.status >= 500)
    return fail(new DashboardError("upstream_error", `The Call Results Service failed (HTTP ${answer.status}). Try again in a moment.`));
  return fail(new DashboardError("bad_upstream_response", `The Call Results Service answered HTTP ${answer.status} with an unexpected body.`));
}

function errorFromBody(body: z.infer<typeof errorBodySchema>, answer: RawAnswer, rateLimited: () => { kind: "error"; error: DashboardError }): DashboardError {
  const text = `${body.code ?? ""} ${body.error}`.toLowerCase();
  const has = (re: RegExp) => re.test(text);
  if (answer.status === 429 || has(/rate.?limit|too many requests/)) return rateLimited().error;
  if (answer.status === 401 || has(/api.?key|unauthori[sz]ed|unauthenticated/)) {
    return new DashboardError("upstream_key_rejected", "The Call Results Service rejected the dashboard's API key. Check CALL_RESULTS_API_KEY on the server.");
  }
  if (has(/project/) && has(/not.?found/)) {
    return new DashboardError(
      "project_not_found",
      "The Call Results Service found no project for the dashboard's API key. Check that CALL_RESULTS_API_KEY belongs to an existing project.",
    );
  }
  if (answer.status === 403 || has(/access.?denied|forbidden/)) {
    return new DashboardError(
      "upstream_access_denied",
      "The Call Results Service denied access, for example by IP restriction. Check the service's allowed addresses for this server.",
    );
  }
  if (has(/recording|audio/) || (answer.status === 404 && has(/not.?found/))) {
    return new DashboardError("recording_not_found", "No recording exists for this call.");
  }
  if (answer.status === 400 || answer.status === 422 || has(/invalid|validation|bad.?request/)) {
    return new DashboardError("invalid_request", "The Call Results Service rejected the request as invalid. Check the filters.");
  }
  if (answer.status >= 500 || has(/internal/)) {
    return new DashboardError("upstream_error", "The Call Results Service had an internal error. Try again in a moment.");
  }
  return new DashboardError("upstream_error", `The Call Results Service answered with an error (HTTP ${answer.status}).`);
}
