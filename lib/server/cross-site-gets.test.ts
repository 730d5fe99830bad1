// GETs that act in the user's name (issue #39, finding 7): a link on another site must not
// make a downloader's browser issue a download or start an export, each of which writes an
// audit entry in their name. Refused (403) when the browser says the request came from
// another site, before anything is recorded; the dashboard's own pages (same-origin), a
// typed or bookmarked address ("none") and playing a recording are not affected.
import { describe, expect, it } from "vitest";
import { GET as audioByCall } from "@/app/api/call-results/[callId]/audio/route";
import { GET as audioByTask } from "@/app/api/call-results/by-call-task/[callTaskId]/audio/route";
import { GET as exportRoute } from "@/app/api/export/route";
import { GET as reviewsExportRoute } from "@/app/api/reviews/export/route";
import { FIXTURES } from "@/demo-service/test-support";
import { routeTestEnv } from "@/test-support/route-env";
import { routeRequest, sessionCookieFor } from "@/test-support/route-requests";
import { listAudit } from "./store/audit-read";
import { currentStore } from "./store/current-store";

routeTestEnv({ name: "cross-site-gets", service: { DEMO_CALLS: "100" } });
const dot = sessionCookieFor("dot", "downloader");

type Handler = (request: Request, segment?: never) => Promise<Response>;
const ROUTES: Array<[string, Handler, string, Record<string, string>?]> = [
  ["a download by call id", audioByCall as Handler, `/api/call-results/${FIXTURES.longCallId}/audio?purpose=download`, { callId: FIXTURES.longCallId }],
  [
    "a download by call task id",
    audioByTask as Handler,
    `/api/call-results/by-call-task/${FIXTURES.longTaskId}/audio?purpose=download`,
    { callTaskId: FIXTURES.longTaskId },
  ],
  ["an export", exportRoute as Handler, "/api/export?format=csv", undefined],
  ["a Reviews export", reviewsExportRoute as Handler, "/api/reviews/export?format=csv", undefined],
];
const call = (handler: Handler, path: string, site: string, params?: Record<string, string>) => {
  const request = routeRequest(path, "GET", dot, undefined, { "sec-fetch-site": site });
  request.headers.delete("origin");
  return handler(request, (params ? { params: Promise.resolve(params) } : undefined) as never);
};
const trail = async () => (await listAudit((await currentStore()).db, { page: 1, pageSize: 50 })).total;

describe("GETs that act in the user's name", () => {
  it.each(ROUTES)("refuse %s from another site, recording nothing; the same request from the dashboard is served", async (_, handler, path, params) => {
    const refused = await call(handler, path, "cross-site", params);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Refused: this request came from another site.", code: "forbidden", requestId: expect.any(String) });
    expect(await trail()).toBe(0);
    for (const site of ["same-origin", "none"]) {
      const served = await call(handler, path, site, params);
      expect(served.status).toBe(200);
      await served.body?.cancel();
    }
  });

  it("leave playing alone: only a download and an export are refused from another site", async () => {
    const play = await call(audioByCall as Handler, `/api/call-results/${FIXTURES.longCallId}/audio`, "cross-site", { callId: FIXTURES.longCallId });
    expect(play.status).toBe(200);
  });
});
