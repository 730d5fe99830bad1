import "server-only";
import type { z } from "zod";
import { errorBodySchema, invalidRequestBodySchema, type Pending, pendingSchema } from "@/lib/call-results";
import { DashboardError, type DashboardErrorCode } from "@/lib/errors";
import { DEFAULT_RETRY_AFTER_SECONDS } from "@/lib/retry-after";

// The spec fixes no HTTP status numbers, so every upstream answer is recognised by its
// body shape first and its status second. Messages say what happened and what to do;
// they never carry the upstream's body.

export type Classified<T> = { kind: "ok"; data: T } | { kind: "pending"; pending: Pending } | { kind: "error"; error: DashboardError };

export interface RawAnswer {
  status: number;
  text: string;
  retryAfter: string | null;
}

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

/** Which of the spec's three operations answered: it decides what "not found" and "pending" mean. */
export type Operation = "list" | "recording-by-call" | "recording-by-task";

export function classify<S extends z.ZodType>(answer: RawAnswer, successSchema: S, options: { operation: Operation }): Classified<z.infer<S>> {
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

  // Only the by-call-task operation has a pending answer (§4.3).
  if (options.operation === "recording-by-task") {
    const pending = pendingSchema.safeParse(body);
    if (pending.success) return { kind: "pending", pending: pending.data };
  }
  if (invalidRequestBodySchema.safeParse(body).success) {
    return fail(new DashboardError("invalid_request", "The Call Results Service rejected the request as invalid. Check the filters."));
  }
  const errorBody = errorBodySchema.safeParse(body);
  if (errorBody.success) return fail(errorFromBody(errorBody.data, answer, options.operation, rateLimited));

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

// The error rules, most specific first: the first whose wording matches wins. Wording
// (the `code` and the message together) decides before the status, because the spec fixes
// no status numbers. Order matters where wordings overlap:
// - "project … not found" mentions the API key, so it comes before the key rule;
// - a recording that is not found is more specific than access or key trouble;
// - a rate limit "for this API key" is a rate limit, so rate comes before key;
// - "API key not specified or invalid" says "invalid", so key comes before invalid request.
const NOT_FOUND = /not.?found|\bno\b|does ?n[o']t exist|\bunknown\b|\bmissing\b/;
const RULES: { code: DashboardErrorCode; matches: (text: string) => boolean }[] = [
  { code: "project_not_found", matches: (t) => /project/.test(t) && NOT_FOUND.test(t) },
  { code: "recording_not_found", matches: (t) => /recording|audio/.test(t) && NOT_FOUND.test(t) },
  { code: "rate_limited", matches: (t) => /rate.?limit|too.?many.?requests|throttl/.test(t) },
  { code: "upstream_access_denied", matches: (t) => /access.?denied|forbidden|not allowed|ip.?restrict/.test(t) },
  {
    code: "upstream_key_rejected",
    matches: (t) =>
      /unauthori[sz]ed|unauthenticated/.test(t) ||
      (/api.?key/.test(t) && /invalid|missing|not.?specified|not.?provided|required|expired|revoked|unknown/.test(t)),
  },
  { code: "invalid_request", matches: (t) => /invalid|validation|bad.?request|malformed/.test(t) },
  { code: "upstream_error", matches: (t) => /internal|server.?error/.test(t) },
];

/** When no wording matches, the status is all there is to go on. */
function codeFromStatus(status: number, operation: Operation): DashboardErrorCode | undefined {
  if (status === 401) return "upstream_key_rejected";
  if (status === 403) return "upstream_access_denied";
  // Of §7's conditions, "not found" means a missing project on the list and a missing
  // recording on the audio operations.
  if (status === 404) return operation === "list" ? "project_not_found" : "recording_not_found";
  if (status === 400 || status === 422) return "invalid_request";
  if (status === 429) return "rate_limited";
  return undefined;
}

const MESSAGES: Partial<Record<DashboardErrorCode, string>> = {
  upstream_key_rejected: "The Call Results Service rejected the dashboard's API key. Check CALL_RESULTS_API_KEY on the server.",
  project_not_found:
    "The Call Results Service found no project linked to the dashboard's API key. The key is accepted, but its project is missing: ask the service's administrator which project it belongs to.",
  upstream_access_denied: "The Call Results Service denied access, for example by IP restriction. Check the service's allowed addresses for this server.",
  recording_not_found: "No recording exists for this call.",
  invalid_request: "The Call Results Service rejected the request as invalid. Check the filters.",
};

function errorFromBody(
  body: z.infer<typeof errorBodySchema>,
  answer: RawAnswer,
  operation: Operation,
  rateLimited: () => { kind: "error"; error: DashboardError },
): DashboardError {
  const text = `${body.code ?? ""} ${body.error}`.toLowerCase();
  const code = RULES.find((rule) => rule.matches(text))?.code ?? codeFromStatus(answer.status, operation);
  if (code === "rate_limited") return rateLimited().error;
  if (code === "upstream_error") return new DashboardError("upstream_error", "The Call Results Service had an internal error. Try again in a moment.");
  const message = code && MESSAGES[code];
  if (code && message) return new DashboardError(code, message);
  return new DashboardError("upstream_error", `The Call Results Service answered with an error (HTTP ${answer.status}).`);
}
