import "server-only";
import { DashboardError } from "@/lib/errors";
import type { Assignment } from "@/lib/quality/plan";
import type { SessionUser } from "@/lib/roles";
import type { StoreDb } from "../store/database";
import { toAssignment } from "./plans-store";
import { assignedTo, type NamedReviewer } from "./reviewer-identity";

// Assignments (issue #41): a reviewer's open ones, oldest due first; handed back with a
// reason; reassigned by an admin.

/** A user's own (`mine`: by their id), or an admin's pick by the reviewer's name as shown, or all. */
export async function listAssignments(
  db: StoreDb,
  filter: { mine?: Pick<SessionUser, "id" | "name">; reviewer?: string; status?: string; limit: number },
): Promise<Assignment[]> {
  let q = db.selectFrom("qa_assignment").selectAll();
  if (filter.mine) q = q.where(assignedTo(filter.mine));
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

/** Whether the assignment is this user's (by id; or named for them and not yet bound). */
export async function isAssignedTo(db: StoreDb, id: string, user: Pick<SessionUser, "id" | "name">): Promise<boolean> {
  return (await db.selectFrom("qa_assignment").select("id").where("id", "=", id).where(assignedTo(user)).executeTakeFirst()) !== undefined;
}

/** Hands an open assignment back (returned, with the reason) or gives it to another reviewer (open again). */
export async function changeAssignment(
  trx: StoreDb,
  id: string,
  change: { status: "returned"; reason: string; by: string } | { status: "open"; reviewer: NamedReviewer; reason: string },
  now = Date.now(),
): Promise<Assignment> {
  const set = {
    status: change.status,
    reason: change.reason,
    updated_at: new Date(now).toISOString(),
    // Handing back binds the assignment to its reviewer's id, if it was not yet.
    ...("reviewer" in change ? { reviewer: change.reviewer.name, reviewer_id: change.reviewer.id } : { reviewer_id: change.by }),
  };
  await trx.updateTable("qa_assignment").set(set).where("id", "=", id).execute();
  return findAssignment(trx, id);
}
