import { randomUUID } from "node:crypto";
import { apiRoute } from "@/lib/server/api-route";
import { clientAddress } from "@/lib/server/http/client-address";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { checkQualityId } from "@/lib/server/quality/bodies";
import { findPlan, listRuns } from "@/lib/server/quality/plans-store";
import { recordPicks, runDetails, runOnce } from "@/lib/server/quality/run-plan";
import { numberField, readReviewBody } from "@/lib/server/reviews/review-access";
import { currentStore } from "@/lib/server/store/current-store";

const NO_STORE = { "cache-control": "no-store" };
type Params = { planId: string };

// GET /api/plans/{planId}/runs – the plan's runs, newest first: seed, filter, how many calls.
export const GET = apiRoute<Params>({ name: "GET /api/plans/{planId}/runs", role: "viewer" }, async ({ params }) => {
  const { db } = await currentStore();
  return Response.json({ runs: await listRuns(db, checkQualityId("planId", params.planId)) }, { headers: NO_STORE });
});

// POST /api/plans/{planId}/runs – an admin runs the plan once, now: { seed? } (a seed repeats an earlier draw).
// The request's Idempotency-Key is its run key, so a repeated click or a second instance runs it once.
export const POST = apiRoute<Params>(
  { name: "POST /api/plans/{planId}/runs", role: "admin", audit: { action: "plan" } },
  async ({ request, params, user, audit }) => {
    const planId = checkQualityId("planId", params.planId);
    const body = await readReviewBody(request);
    const seed = numberField(body, "seed", 0, 2 ** 31 - 1, true);
    const { db } = await currentStore();
    const plan = await findPlan(db, planId);
    const runKey = `manual:${planId}:${request.headers.get("idempotency-key") ?? randomUUID()}`;
    return writeOnce(async (trx) => {
      const done = await runOnce(trx, plan, { runKey, runBy: user.name, seed: seed === null ? undefined : Math.floor(seed) });
      await audit("ran", runDetails(plan, done));
      await recordPicks(trx, { user: user.name, client: clientAddress(request) }, done);
      return Response.json({ run: done.run, assignments: done.picks.length }, { status: 201, headers: NO_STORE });
    });
  },
);
