import { proxied } from "@/lib/server/respond";
import { withRecordingAccess } from "@/lib/server/recording-access";
import { recordingByCallId } from "@/lib/server/upstream";

// GET /api/call-results/{callId}/audio – signed recording URL by call id (spec §4.2).
// ?purpose=download asks for a download (the downloader role); the default is play.
// no-store: the URL is short-lived and must never be served after its expiresAt.
export function GET(request: Request, ctx: { params: Promise<{ callId: string }> }) {
  return proxied("GET /api/call-results/{callId}/audio", async (trace) => {
    const { callId } = await ctx.params;
    const data = await withRecordingAccess(request, { callId, callTaskId: null }, () => recordingByCallId(callId, trace));
    return Response.json({ data }, { headers: { "cache-control": "no-store" } });
  });
}
