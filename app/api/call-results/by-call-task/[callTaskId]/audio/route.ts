import { proxied } from "@/lib/server/respond";
import { withRecordingAccess } from "@/lib/server/recording-access";
import { recordingByCallTaskId } from "@/lib/server/upstream";

// GET /api/call-results/by-call-task/{callTaskId}/audio – signed recording URL by call
// task id (spec §4.3); 202 with the pending object while the result is being created.
export function GET(request: Request, ctx: { params: Promise<{ callTaskId: string }> }) {
  return proxied("GET /api/call-results/by-call-task/{callTaskId}/audio", async (trace) => {
    const { callTaskId } = await ctx.params;
    const result = await withRecordingAccess(
      request,
      { callId: null, callTaskId },
      () => recordingByCallTaskId(callTaskId, trace),
      (r) => (r.kind === "pending" ? "pending" : "issued"),
    );
    const headers = { "cache-control": "no-store" };
    if (result.kind === "pending") return Response.json(result.pending, { status: 202, headers });
    return Response.json({ data: result.recording }, { headers });
  });
}
