import "server-only";
import { DashboardError, type ErrorResponseBody } from "@/lib/errors";
import { ConfigError } from "./config";
import type { UpstreamTrace } from "./upstream";

// The one error helper of the route handlers: any failure becomes `{ error, code,
// details? }` with a fitting status. Internals (stacks, upstream bodies, the key) stay
// in the server log, and even there only as a message.

export function toDashboardError(error: unknown): DashboardError {
  if (error instanceof DashboardError) return error;
  if (error instanceof ConfigError) return new DashboardError("internal_error", `The dashboard is misconfigured: ${error.message}`);
  return new DashboardError("internal_error", "The dashboard failed to handle this request. The server log has details.");
}

export function errorResponse(error: DashboardError): Response {
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (error.code === "rate_limited") headers["retry-after"] = String(error.extra.retryAfterSeconds ?? 5);
  return Response.json(error.toBody() satisfies ErrorResponseBody, { status: error.status, headers });
}

/**
 * Runs a route handler body, turns failures into error responses, and writes one
 * structured log line: route, status, upstream status, attempts, duration, code.
 */
export async function proxied(route: string, handler: (trace: UpstreamTrace) => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const trace: UpstreamTrace = {};
  let response: Response;
  let code: string | undefined;
  try {
    response = await handler(trace);
  } catch (error) {
    const dashboardError = toDashboardError(error);
    if (dashboardError.code === "internal_error") console.error(`${route}: ${(error as Error)?.message ?? String(error)}`);
    code = dashboardError.code;
    response = errorResponse(dashboardError);
  }
  console.log(
    JSON.stringify({
      at: new Date().toISOString(),
      route,
      status: response.status,
      upstreamStatus: trace.upstreamStatus ?? null,
      attempts: trace.attempts ?? 0,
      durationMs: Math.round(performance.now() - started),
      code: code ?? null,
    }),
  );
  return response;
}
