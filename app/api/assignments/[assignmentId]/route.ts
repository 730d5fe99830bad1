import { DashboardError } from "@/lib/errors";
import type { Assignment } from "@/lib/quality/plan";
import { roleAtLeast } from "@/lib/roles";
import { apiRoute } from "@/lib/server/api-route";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { changeAssignment, findAssignment, isAssignedTo } from "@/lib/server/quality/assignments-store";
import { checkQualityId } from "@/lib/server/quality/bodies";
import { namedReviewer } from "@/lib/server/quality/reviewer-identity";
import { readReviewBody } from "@/lib/server/reviews/review-access";
import { textProblem } from "@/lib/text-input";

const bad = (param: string, message: string) => new DashboardError("invalid_request", `${param} ${message}.`, { details: [{ param, message }] });

function text(body: Record<string, unknown>, field: string, max: number): string {
  const value = typeof body[field] === "string" ? (body[field] as string).trim() : "";
  if (value.length < 1 || value.length > max || textProblem(value) !== null) throw bad(field, `must be 1 to ${max} plain characters`);
  return value;
}

// PATCH /api/assignments/{assignmentId} – { action: "return", reason } by its reviewer (a listener or above),
// or { action: "reassign", reviewer, reason } by an admin: an open assignment, or one handed back,
// goes (open) to the named reviewer. Reassigning to the reviewer who has it open changes nothing
// and records nothing, so a repeat is harmless (a retried request is also answered once by its Idempotency-Key).
export const PATCH = apiRoute<{ assignmentId: string }>(
  { name: "PATCH /api/assignments/{assignmentId}", role: "listener", audit: { action: "assignment" } },
  async ({ request, params, user, audit }) => {
    const id = checkQualityId("assignmentId", params.assignmentId);
    const body = await readReviewBody(request);
    if (body.action !== "return" && body.action !== "reassign") throw bad("action", 'must be "return" or "reassign"');
    if (body.action === "reassign" && !roleAtLeast(user.role, "admin")) throw new DashboardError("forbidden", "Only an admin may reassign an assignment.");
    const reason = text(body, "reason", 500);
    const reviewerName = body.action === "reassign" ? text(body, "reviewer", 100) : undefined;
    return writeOnce(async (trx) => {
      const assignment = await findAssignment(trx, id);
      const answer = (a: Assignment) => Response.json({ assignment: a }, { headers: { "cache-control": "no-store" } });
      // The new reviewer must be someone who can work the queue: a name nobody has, or a viewer, would strand the call.
      const reviewer = reviewerName === undefined ? undefined : await namedReviewer(trx, reviewerName);
      // The same person again (by id; an id not yet known keeps whoever the name is bound to).
      const same =
        reviewer !== undefined &&
        assignment.reviewer === reviewer.name &&
        (reviewer.id === null || (await isAssignedTo(trx, id, { id: reviewer.id, name: reviewer.name })));
      if (same && assignment.status === "open") return answer(assignment);
      const movable = assignment.status === "open" || (reviewer !== undefined && assignment.status === "returned");
      if (!movable) throw new DashboardError("conflict", "Only an open assignment can be handed back, and only an open or handed-back one reassigned.");
      let changed: Assignment;
      if (reviewer === undefined) {
        if (!(await isAssignedTo(trx, id, user)))
          throw new DashboardError("forbidden", "Only the assignment's reviewer may hand it back; an admin reassigns it.");
        changed = await changeAssignment(trx, id, { status: "returned", reason, by: user.id });
      } else changed = await changeAssignment(trx, id, { status: "open", reviewer, reason });
      await audit(reviewer === undefined ? "returned" : "reassigned", `${assignment.reviewer} → ${changed.reviewer}: ${reason}`, { callId: changed.callId });
      return answer(changed);
    });
  },
);
