import { apiRoute } from "@/lib/server/api-route";
import { checkPathId } from "@/lib/server/http/path-params";
import { recordingAction, recordingRole } from "@/lib/server/recording-access";
import { recordingByCallTaskId } from "@/lib/server/upstream/upstream";

// GET /api/call-results/by-call-task/{callTaskId}/audio – signed recording URL by call
// task id (spec §4.3); 202 with the pending object while the result is being created.
export const GET = apiRoute<{ callTaskId: string }>(
  {
    name: "GET /api/call-results/by-call-task/{callTaskId}/audio",
    role: recordingRole,
    // A link on another site must not issue a download in the user\'s name.
    sameSite: (url) => recordingAction(url) === "download",
    audit: { action: recordingAction, target: ({ callTaskId }) => ({ callId: null, callTaskId: checkPathId("callTaskId", callTaskId) }), everyRequest: true },
  },
  async ({ params, trace }) => {
    const result = await recordingByCallTaskId(params.callTaskId, trace);
    const headers = { "cache-control": "no-store" };
    if (result.kind === "pending") return Response.json(result.pending, { status: 202, headers });
    return Response.json({ data: result.recording }, { headers });
  },
);
