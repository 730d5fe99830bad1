import { apiRoute } from "@/lib/server/api-route";
import { checkQualityId } from "@/lib/server/quality/bodies";
import { calibrationDetail } from "@/lib/server/quality/calibrations-store";
import { currentStore } from "@/lib/server/store/current-store";

// GET /api/calibrations/{calibrationId} – the calibration, its form version, and the answers: the caller's own until
// every reviewer has submitted, then everyone's side by side with each one's alignment with the expert.
export const GET = apiRoute<{ calibrationId: string }>({ name: "GET /api/calibrations/{calibrationId}", role: "viewer" }, async ({ params, user }) => {
  const { db } = await currentStore();
  const detail = await calibrationDetail(db, checkQualityId("calibrationId", params.calibrationId), user);
  return Response.json(detail, { headers: { "cache-control": "no-store" } });
});
