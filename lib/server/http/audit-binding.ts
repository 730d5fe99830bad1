import "server-only";
import { DashboardError } from "@/lib/errors";
import type { SessionUser } from "@/lib/roles";
import { writeTransaction } from "../idempotency/idempotency";
import { log } from "../log/logger";
import { type AuditEntry, recordAudit } from "../store/audit";
import type { AuditAction } from "../store/audit-actions";
import { currentStore } from "../store/current-store";
import { clientAddress } from "./client-address";

type AuditTarget = Pick<AuditEntry, "callId" | "callTaskId">;

/**
 * A route's audit trail action, and the call or call task its entries name (`target`
 * validates the ids). `everyRequest`: each request, refusals included, becomes an entry
 * (recording routes); otherwise the handler records through `audit()`. `refused`: what the
 * 503 says was not done when an entry outside a write cannot be written.
 */
export interface AuditDeclaration<P> {
  action: AuditAction | ((url: URL) => AuditAction);
  target?: (params: P) => Partial<AuditTarget>;
  everyRequest?: true;
  refused?: string;
}

/**
 * An audit entry of the declared action by this user: inside writeOnce, in the write's own
 * transaction (no entry, no change); outside, written at once or the request is refused
 * (503). `target` names the call when the path does not.
 */
export type Audit = (outcome: string, details?: string | null, target?: Partial<AuditTarget>) => Promise<void>;

/** A route's audit() (api-route.ts), for a user: bound to its declared action, its target and the caller's address. */
export function boundAudit<P>(name: string, declaration: AuditDeclaration<P> | undefined, url: URL, params: P, request: Request) {
  return (user: SessionUser | null): Audit =>
    async (outcome, details = null, target = {}) => {
      if (!declaration || !user) throw new Error(`${name} declares no audit action for a signed-in user.`);
      const { action, target: declared, refused } = declaration;
      const entry = {
        user: user.name,
        action: typeof action === "function" ? action(url) : action,
        callId: null,
        callTaskId: null,
        ...declared?.(params),
        ...target,
        client: clientAddress(request),
        outcome,
        details,
      };
      const trx = writeTransaction();
      return trx ? recordAudit(trx, entry) : auditOrRefuse(entry, refused);
    };
}

/**
 * The audit() of a page that records as a route does (the calls page's search by phone or
 * name), declared there as a route declares it, by the signed-in user from `request`'s address.
 */
export function pageAudit(name: string, declared: { action: AuditAction; refused: string }, user: SessionUser, request: Request): Audit {
  return boundAudit(name, declared, new URL(request.url), {}, request)(user);
}

/** Writes an audit entry, or refuses the request (503) when the trail cannot take it: no record, no access. */
async function auditOrRefuse(entry: Omit<AuditEntry, "at">, refused = "no recording URL was issued"): Promise<void> {
  try {
    await recordAudit((await currentStore()).db, entry);
  } catch (error) {
    log().error({ detail: (error as Error).message }, "audit entry not written; the request is refused");
    throw new DashboardError("store_unavailable", `The audit trail cannot be written just now, so ${refused}. Try again in a moment.`);
  }
}
