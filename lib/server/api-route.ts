import "server-only";
import { DashboardError } from "@/lib/errors";
import type { Role, SessionUser } from "@/lib/roles";
import { authenticate, requireRole, spendToken } from "./auth/guard";
import { isCrossSite } from "./auth/same-origin";
import { type Audit, type AuditDeclaration, boundAudit } from "./http/audit-binding";
import { errorResponse, toDashboardError } from "./http/respond";
import { once } from "./idempotency/idempotency";
import { log } from "./log/logger";
import { requestId } from "./log/request-id";
import { observeRequest } from "./metrics";
import type { UpstreamTrace } from "./upstream/upstream";

// Every /api route handler is declared through apiRoute: its name (for the log), the
// least role that may call it, and the audit trail's action it records, if any: a write's
// handler records what it did through its context's audit(outcome, details), bound to that
// action, and a recording route has every request recorded here, refusals included.
// The session and the role are checked before the handler runs, so a handler only does
// its job (the shape of dub's withWorkspace(…, { requiredPermissions })). Every request
// that may change something (any method but GET and HEAD) from another site is refused
// here, before the session is read: a page elsewhere must not act for a signed-in user.

export interface RouteOptions<P> {
  /** Method and path pattern, as written in the log. */
  name: string;
  /**
   * The least role that may call the route; a function when the query decides (a download
   * needs more than play). "anyone": no sign-in and no rate limit (the health check, which
   * load balancers call without a session).
   */
  role: Role | ((url: URL) => Role) | "anyone";
  /** The audit trail's action of the route, and the call its entries name (http/audit-binding.ts). */
  audit?: AuditDeclaration<P>;
  /** A GET that acts in the user's name (a download issued, an export started): refused from another site, as writes are. */
  sameSite?: true | ((url: URL) => boolean);
}

export interface RouteContext<P, U extends SessionUser | null = SessionUser> {
  request: Request;
  url: URL;
  params: P;
  /** The signed-in user; null only on "anyone" routes. */
  user: U;
  /** What the upstream did, for the log line. */
  trace: UpstreamTrace;
  /** An audit entry of the route's declared action by this user (http/audit-binding.ts). */
  audit: Audit;
}

type Segment<P> = { params: Promise<P> };

// The user a handler gets: none on an "anyone" route, always one on the others.
export function apiRoute<P extends Record<string, string> = Record<string, never>>(
  options: RouteOptions<P> & { role: "anyone" },
  handler: (context: RouteContext<P, null>) => Promise<Response>,
): (request: Request, segment?: Segment<P>) => Promise<Response>;
export function apiRoute<P extends Record<string, string> = Record<string, never>>(
  options: RouteOptions<P> & { role: Exclude<RouteOptions<P>["role"], "anyone"> },
  handler: (context: RouteContext<P, SessionUser>) => Promise<Response>,
): (request: Request, segment?: Segment<P>) => Promise<Response>;
export function apiRoute<P extends Record<string, string>>(
  options: RouteOptions<P>,
  // Either overload's handler: `run` gives each the user its role promises.
  handler: (context: RouteContext<P, never>) => Promise<Response>,
): (request: Request, segment?: Segment<P>) => Promise<Response> {
  return async (request, segment) => {
    const started = performance.now();
    const trace: UpstreamTrace = {};
    const id = requestId(request);
    const who: { user?: string } = {};
    let response: Response;
    let code: string | undefined;
    try {
      response = await run(
        options,
        handler as (context: RouteContext<P, SessionUser | null>) => Promise<Response>,
        request,
        (await segment?.params) ?? ({} as P),
        trace,
        who,
      );
    } catch (error) {
      const dashboardError = toDashboardError(error);
      if (dashboardError.code === "internal_error")
        log().error({ requestId: id, route: options.name, err: (error as Error)?.message ?? String(error) }, "request failed");
      code = dashboardError.code;
      response = errorResponse(dashboardError, id);
    }
    const durationMs = performance.now() - started;
    observeRequest(options.name, response.status, durationMs / 1000);
    // One line per request: what support looks up by the id an error screen shows.
    log().info(
      {
        requestId: id,
        route: options.name,
        status: response.status,
        durationMs: Math.round(durationMs),
        user: who.user ?? null,
        upstreamStatus: trace.upstreamStatus ?? null,
        attempts: trace.attempts ?? 0,
        code: code ?? null,
      },
      "request",
    );
    return response;
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

async function run<P>(
  options: RouteOptions<P>,
  handler: (context: RouteContext<P, SessionUser | null>) => Promise<Response>,
  request: Request,
  params: P,
  trace: UpstreamTrace,
  who: { user?: string },
): Promise<Response> {
  const url = new URL(request.url);
  const acts = !SAFE_METHODS.has(request.method) || (typeof options.sameSite === "function" ? options.sameSite(url) : options.sameSite === true);
  if (acts && isCrossSite(request)) throw new DashboardError("forbidden", "Refused: this request came from another site.");
  const audit = boundAudit(options.name, options.audit, url, params, request);
  if (options.role === "anyone") return handler({ request, url, params, user: null, trace, audit: audit(null) });
  const role = typeof options.role === "function" ? options.role(url) : options.role;
  // The order bounds the audit trail: an unknown caller (401) and a caller over the rate
  // limit (429) are never recorded, and the token is spent before the role check, so
  // refusals count against the budget like any other request.
  const user = await authenticate(request);
  who.user = user.name;
  await spendToken(user);
  const context = { request, url, params, user, trace, audit: audit(user) };
  if (!options.audit?.everyRequest) {
    requireRole(user, role);
    const write = () => handler(context);
    // A write is done once per Idempotency-Key (lib/server/idempotency/).
    return SAFE_METHODS.has(request.method) ? write() : once(request, user.name, write);
  }
  // Validated (400) before anything is written, so no raw path text reaches the trail.
  options.audit.target?.(params);
  try {
    requireRole(user, role);
    const response = await handler(context);
    // The URL leaves only once its entry is written: no record, no recording.
    await context.audit(response.status === 202 ? "pending" : "issued");
    return response;
  } catch (error) {
    if (error instanceof DashboardError && error.code === "store_unavailable") throw error;
    // Refusals and failures are recorded too, so the trail shows who tried.
    await context.audit(toDashboardError(error).code);
    throw error;
  }
}
