import "server-only";
import type { SessionUser } from "@/lib/roles";
import { clientAddress } from "../http/client-address";
import { type AuditEntry, recordAudit } from "../store/audit";
import type { StoreDb } from "../store/database";

/** Records a quality write (a form, an evaluation, a plan's run, an assignment) in the write's own transaction: no entry, no change. */
export function auditQuality(
  trx: StoreDb,
  request: Request,
  user: SessionUser,
  entry: { action: Extract<AuditEntry["action"], "form" | "evaluation" | "plan" | "assignment">; outcome: string; details: string; callId?: string },
): Promise<void> {
  return recordAudit(trx, {
    user: user.name,
    action: entry.action,
    callId: entry.callId ?? null,
    callTaskId: null,
    client: clientAddress(request),
    outcome: entry.outcome,
    details: entry.details,
  });
}
