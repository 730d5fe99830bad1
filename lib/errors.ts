// The dashboard's own error codes: one list, used by the route handlers, the server
// page code and the UI. Upstream answers are mapped onto these (lib/server/upstream/classify.ts).

export const DASHBOARD_ERRORS = {
  invalid_request: { status: 400, title: "Invalid request" },
  upstream_key_rejected: {
    status: 502,
    title: "API key rejected",
    hint: "This is a server configuration problem: an administrator needs to check the dashboard's API key setting and restart it.",
  },
  upstream_access_denied: {
    status: 502,
    title: "Access denied",
    hint: "The Call Results Service refused this server's address; an administrator needs to allow it.",
  },
  project_not_found: {
    status: 502,
    title: "Project not found",
    hint: "The API key is accepted, but no project is linked to it: an administrator needs to ask the service's owner to link the key to a project, or use a key of an existing project.",
  },
  recording_not_found: { status: 404, title: "Recording not found" },
  rate_limited: { status: 429, title: "Too many requests" },
  upstream_error: { status: 502, title: "Call Results Service unavailable" },
  upstream_timeout: { status: 504, title: "Call Results Service timed out" },
  /** Our own queue for the upstream budget was too long: the service itself is fine. */
  dashboard_busy: { status: 503, title: "Dashboard busy" },
  bad_upstream_response: { status: 502, title: "Unexpected answer from the Call Results Service" },
  internal_error: { status: 500, title: "Dashboard error" },
  store_unavailable: {
    status: 503,
    title: "Dashboard database unavailable",
    hint: "Sessions and the audit trail live in the dashboard's database, and recordings are only handed out once recorded there: an administrator needs to check the database.",
  },
  /** The server is stopping (SIGTERM): what still ran at the end of its grace period was ended. */
  shutting_down: { status: 503, title: "Dashboard restarting", hint: "This instance is being stopped or replaced; try again in a moment." },
  unauthenticated: { status: 401, title: "Sign-in required" },
  forbidden: { status: 403, title: "Not allowed" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  conflict: { status: 409, title: "Conflict" },
} as const;

export type DashboardErrorCode = keyof typeof DASHBOARD_ERRORS;

/** What an operator can do about an error, where the page's reader can do nothing. */
export function errorHint(code: DashboardErrorCode): string | undefined {
  const entry = DASHBOARD_ERRORS[code];
  return "hint" in entry ? entry.hint : undefined;
}

export interface ParamProblem {
  param: string;
  message: string;
}

/** The body of every error the dashboard's API returns. */
export interface ErrorResponseBody {
  error: string;
  code: DashboardErrorCode;
  details?: ParamProblem[];
  /** The request's id, as in the server's log line and the `x-request-id` header (lib/request-id.ts). */
  requestId?: string;
}

export class DashboardError extends Error {
  constructor(
    readonly code: DashboardErrorCode,
    message: string,
    readonly extra: { retryAfterSeconds?: number; details?: ParamProblem[] } = {},
  ) {
    super(message);
    this.name = "DashboardError";
  }

  get status(): number {
    return DASHBOARD_ERRORS[this.code].status;
  }

  toBody(): ErrorResponseBody {
    return { error: this.message, code: this.code, ...(this.extra.details ? { details: this.extra.details } : {}) };
  }
}
