import { apiRoute } from "@/lib/server/api-route";
import { checkPathId } from "@/lib/server/http/path-params";
import { recordingAction, recordingRole } from "@/lib/server/recording-access";
import { recordingByCallId } from "@/lib/server/upstream/upstream";

// GET /api/call-results/{callId}/audio – signed recording URL by call id (spec §4.2).
// ?purpose=download asks for a download (the downloader role); the default is play.
// no-store: the URL is short-lived and must never be served after its expiresAt.
export const GET = apiRoute<{ callId: string }>(
  {
    name: "GET /api/call-results/{callId}/audio",
    role: recordingRole,
    // A link on another site must not issue a download in the user\'s name.
    sameSite: (url) => recordingAction(url) === "download",
    audit: { action: recordingAction, target: ({ callId }) => ({ callId: checkPathId("callId", callId), callTaskId: null }), everyRequest: true },
  },
  async ({ params, trace }) => {
    const data = await recordingByCallId(params.callId, trace);
    return Response.json({ data }, { headers: { "cache-control": "no-store" } });
  },
);
