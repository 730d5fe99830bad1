import "server-only";
import { DashboardError } from "@/lib/errors";
import type { Assignment } from "@/lib/quality/plan";
import type { StoreDb } from "../store/database";
import { toAssignment } from "./plans-store";

// Assignments (issue #41): a reviewer's open ones, oldest due first; handed back with a
// reason; reassigned by an admin.

export async function listAssignments(db: StoreDb, filter: { reviewer?: string; status?: string; limit: number }): Promise<Assignment[]> {
  let q = db.selectFrom("qa_assignment").selectAll();
  if (filter.reviewer) q = q.where("reviewer", "=", filter.reviewer);
  if (filter.status) q = q.where("status", "=", filter.status);
  const rows = await q.orderBy("due_at").orderBy("created_at").orderBy("id").limit(filter.limit).execute();
  return rows.map(toAssignment);
}

export async function findAssignment(db: StoreDb, id: string): Promise<Assignment> {
  const row = await db.selectFrom("qa_assignment").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new DashboardError("not_found", "There is no such assignment.");
  return toAssignment(row);
}

/** Hands an open assignment back (returned, with the reason) or gives it to another reviewer (open again). */
export async function changeAssignment(
  trx: StoreDb,
  id: string,
  change: { status: "returned"; reason: string } | { status: "open"; reviewer: string; reason: string },
  now = Date.now(),
): Promise<Assignment> {
  const set = {
    status: change.status,
    reason: change.reason,
    updated_at: new Date(now).toISOString(),
    ...("reviewer" in change ? { reviewer: change.reviewer } : {}),
  };
  await trx.updateTable("qa_assignment").set(set).where("id", "=", id).execute();
  return findAssignment(trx, id);
}
