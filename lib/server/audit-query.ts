import "server-only";
import { isIsoDateTime, isoToMillis } from "@/lib/call-results/date-time";
import { DashboardError } from "@/lib/errors";
import { textProblem } from "@/lib/text-input";
import { MAX_FIELD_LENGTH } from "./store/audit";
import { AUDIT_ACTIONS, isAuditAction } from "./store/audit-actions";
import type { AuditQuery } from "./store/audit-read";

// The audit log's filters from query parameters. A bad one is named, never ignored: a
// filter dropped in silence returns every entry while the admin believes it filtered.

const MAX_PAGE = 1_000_000;

export interface AuditParamIssue {
  param: string;
  message: string;
}

/** The filters, with each bad parameter left out and named in `issues`. */
export function parseAuditQuery(get: (name: string) => string | null | undefined): { query: AuditQuery; issues: AuditParamIssue[] } {
  const issues: AuditParamIssue[] = [];
  const query: AuditQuery = { page: 1, pageSize: 50 };
  const problem = (param: string, message: string) => issues.push({ param, message });

  const user = get("user")?.trim();
  if (user) {
    const wrong = textProblem(user);
    if (wrong) problem("user", wrong);
    // No stored name is longer (lib/server/store/audit.ts caps fields).
    else if (user.length > MAX_FIELD_LENGTH) problem("user", `is longer than ${MAX_FIELD_LENGTH} characters`);
    else query.user = user;
  }
  const action = get("action");
  if (action) {
    if (isAuditAction(action)) query.action = action;
    else problem("action", `must be one of ${Object.keys(AUDIT_ACTIONS).join(", ")}`);
  }
  for (const param of ["from", "to"] as const) {
    const value = get(param);
    if (!value) continue;
    // isIsoDateTime checks the calendar too: 2026-02-30 is refused, not read as March.
    if (!isIsoDateTime(value)) problem(param, "must be a real date and time, e.g. 2026-01-31T09:00 or 2026-01-31T09:00:00Z");
    else query[param] = new Date(isoToMillis(value)).toISOString();
  }
  const page = get("page");
  if (page) {
    if (!/^\d{1,7}$/.test(page) || Number(page) < 1 || Number(page) > MAX_PAGE)
      problem("page", `must be a whole number from 1 to ${MAX_PAGE.toLocaleString("en-US")}`);
    else query.page = Number(page);
  }
  return { query, issues };
}

/** The filters, or a 400 naming every bad parameter (the API; the page shows them instead). */
export function auditQueryOrRefuse(get: (name: string) => string | null | undefined): AuditQuery {
  const { query, issues } = parseAuditQuery(get);
  if (issues.length === 0) return query;
  throw new DashboardError("invalid_request", `Invalid query: ${issues.map((i) => `${i.param} ${i.message}`).join("; ")}.`, { details: issues });
}
