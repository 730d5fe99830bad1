import "server-only";
import { type ListQuery, type ParseOptions, parseListQuery } from "@/lib/call-results/list-query";
import { DashboardError } from "@/lib/errors";

// The list's filters as the route handlers read them, and the 400 that names what is
// wrong: the list, the summary and the export take the same parameters.

/** A 400 naming one bad parameter of a route's own (`live`, `zone`, `format`). */
export function invalidParam(param: string, message: string): DashboardError {
  return new DashboardError("invalid_request", `Invalid query: ${param} ${message}.`, { details: [{ param, message }] });
}

/** The list query of the parameters (a route's own others are left alone), or a 400 naming every bad one. */
export function listQueryOrRefuse(params: URLSearchParams, options: ParseOptions = {}): ListQuery {
  const parsed = parseListQuery(params, options);
  if (parsed.success) return parsed.data;
  throw new DashboardError("invalid_request", `Invalid query: ${parsed.issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, {
    details: parsed.issues,
  });
}
