import { DashboardError } from "@/lib/errors";
import { roleAtLeast } from "@/lib/roles";
import { apiRoute } from "@/lib/server/api-route";
import { listAssignments } from "@/lib/server/quality/assignments-store";
import { currentStore } from "@/lib/server/store/current-store";

const STATUSES = ["open", "done", "returned", "all"];

// GET /api/assignments – ?reviewer= (an admin's choice; everyone else gets their own), ?status=open|done|returned|all
// (open by default); oldest due first, at most 500.
export const GET = apiRoute({ name: "GET /api/assignments", role: "viewer" }, async ({ url, user }) => {
  const asked = url.searchParams.get("reviewer");
  const status = url.searchParams.get("status") ?? "open";
  if (!STATUSES.includes(status))
    throw new DashboardError("invalid_request", `status must be one of ${STATUSES.join(", ")}.`, { details: [{ param: "status", message: "unknown status" }] });
  if (asked !== null && asked !== user.name && !roleAtLeast(user.role, "admin"))
    throw new DashboardError("forbidden", "Only an admin may see another reviewer's assignments.");
  const { db } = await currentStore();
  // One's own by id (issue #39): a name given again to someone else does not bring the old queue.
  const whose = asked === null || asked === user.name ? { mine: user } : { reviewer: asked === "" ? undefined : asked };
  const assignments = await listAssignments(db, { ...whose, status: status === "all" ? undefined : status, limit: 500 });
  return Response.json({ assignments }, { headers: { "cache-control": "no-store" } });
});
