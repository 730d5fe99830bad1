import "server-only";
import { isIsoDateTime } from "@/lib/call-results/list-query";
import { type AuditQuery, MAX_FIELD_LENGTH } from "./store/audit";

/** The audit log's filters from query parameters; invalid ones are ignored. */
export function parseAuditQuery(get: (name: string) => string | null | undefined): AuditQuery {
  const page = Number(get("page"));
  const action = get("action");
  const date = (v: string | null | undefined) => (v && isIsoDateTime(v) ? new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(v) ? v : `${v}Z`).toISOString() : undefined);
  return {
    // No stored name is longer (lib/server/store/audit.ts caps fields).
    user: get("user")?.trim().slice(0, MAX_FIELD_LENGTH) || undefined,
    action: action === "play" || action === "download" || action === "export" ? action : undefined,
    from: date(get("from")),
    to: date(get("to")),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: 50,
  };
}
