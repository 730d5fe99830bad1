import { proxied } from "@/lib/server/respond";
import { recordingByCallId } from "@/lib/server/upstream";

// GET /api/call-results/{callId}/audio – signed recording URL by call id (spec §4.2).
// no-store: the URL is short-lived and must never be served after its expiresAt.
export function GET(_request: Request, ctx: { params: Promise<{ callId: string }> }) {
  return proxied("GET /api/call-results/{callId}/audio", async (trace) => {
    const { callId } = await ctx.params;
    const data = await recordingByCallId(callId, trace);
    return Response.json({ data }, { headers: { "cache-control": "no-store" } });
  });
}
