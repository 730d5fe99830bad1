import { proxied } from "@/lib/server/respond";
import { recordingByCallTaskId } from "@/lib/server/upstream";

// GET /api/call-results/by-call-task/{callTaskId}/audio – signed recording URL by call
// task id (spec §4.3); 202 with the pending object while the result is being created.
export function GET(_request: Request, ctx: { params: Promise<{ callTaskId: string }> }) {
  return proxied("GET /api/call-results/by-call-task/{callTaskId}/audio", async (trace) => {
    const { callTaskId } = await ctx.params;
    const result = await recordingByCallTaskId(callTaskId, trace);
    const headers = { "cache-control": "no-store" };
    if (result.kind === "pending") return Response.json(result.pending, { status: 202, headers });
    return Response.json({ data: result.recording }, { headers });
  });
}
