import { beforeEach, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/reviews/export/route";
import { FIXTURES } from "@/demo-service/test-support";
import { routeTestEnv } from "@/test-support/route-env";
import { sessionCookieFor as cookieFor, routeRequest as request } from "@/test-support/route-requests";
import { listAudit } from "../store/audit-read";
import { currentStore } from "../store/current-store";
import { backfillActivity } from "../store/migration-019-reviews-activity";
import { addNote } from "../store/notes";
import { putReview } from "../store/reviews";
import { REVIEWS_EXPORT_MAX_CALLS } from "./reviews-export";

const LONG = FIXTURES.longCallId;
const dot = cookieFor("dot", "downloader");
const download = async (query: string, cookie = dot) => {
  const response = await exportRoute(request(`/api/reviews/export${query}`, "GET", cookie));
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const at = (minute: number) => Date.parse("2026-11-20T10:00:00Z") + minute * 60_000;

routeTestEnv({ name: "reviews-export", service: { DEMO_CALLS: "100" }, env: { CALL_RESULTS_TIMEOUT_MS: "2000" } });
beforeEach(async () => {
  const { db } = await currentStore();
  await putReview(db, { callId: LONG, reviewer: "lee", reviewerId: "test-lee", score: 4, tags: ["coaching", "escalate"] }, at(1));
  await addNote(db, { callId: LONG, author: "lee", authorId: "test-lee", atSeconds: 42, text: '=HYPERLINK("http://x")\nsecond line' }, at(2));
  await putReview(db, { callId: "call_not_in_service", reviewer: "ada", reviewerId: "test-ada", score: 2, tags: ["great call"] }, at(3));
});

describe("GET /api/reviews/export", () => {
  it("CSV: a line per review and per note beside the call's facts, formulas made text, recorded in the audit trail", async () => {
    const { status, headers, text } = await download("?format=csv");
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename="reviews_.*\.csv"$/);
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("callId,status,agentId,agentName,direction,from,to,createdAt,durationSeconds,kind,user,score,tags,at,noteAtSeconds,text");
    expect(lines[1]).toMatch(/^call_not_in_service,,,,,,,,,review,ada,2,great call,2026-11-20T10:03:00.000Z,,$/);
    expect(lines[2]).toMatch(new RegExp(`^${LONG},\\w+,agent_\\w+,.*,review,lee,4,"coaching; escalate",2026-11-20T10:01:00.000Z,,$`));
    expect(text).toContain(`,note,lee,,,2026-11-20T10:02:00.000Z,42,"'=HYPERLINK(""http://x"")\nsecond line"\r\n`);
    const { db } = await currentStore();
    const { entries } = await listAudit(db, { action: "export", page: 1, pageSize: 10 });
    expect(entries.map((e) => [e.user, e.outcome, e.details])).toEqual([
      ["dot", "completed", "reviews csv; no filters; 2 calls"],
      ["dot", "started", "reviews csv; no filters; 2 calls"],
    ]);
  });

  it("JSON Lines: a call a line with its facts, reviews and notes; the filters apply", async () => {
    const { text } = await download("?format=jsonl&tag=coaching&page=3");
    const lines = text
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      callId: LONG,
      call: { status: expect.any(String), agentId: expect.any(String), durationSeconds: expect.any(Number) },
      reviews: [{ reviewer: "lee", score: 4, tags: ["coaching", "escalate"] }],
      notes: [{ author: "lee", atSeconds: 42, text: '=HYPERLINK("http://x")\nsecond line' }],
    });
  });

  it("in the page's zone (zone=America/New_York): every time on its clock with its offset, and the zone named on each line (issue #38)", async () => {
    const csv = (await download("?format=csv&zone=America/New_York")).text.replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]!.endsWith(",text,timeZone")).toBe(true);
    expect(csv[1]).toBe("call_not_in_service,,,,,,,,,review,ada,2,great call,2026-11-20T05:03:00-05:00,,,America/New_York");
    const [line] = (await download("?format=jsonl&tag=coaching&zone=America/New_York")).text
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(line).toMatchObject({
      timeZone: "America/New_York",
      reviews: [{ reviewedAt: "2026-11-20T05:01:00-05:00" }],
      notes: [{ createdAt: "2026-11-20T05:02:00-05:00" }],
    });
    expect(line.call.createdAt).toMatch(/-0[45]:00$/);
    expect((await download("?format=csv&zone=Mars/Olympus")).status).toBe(400);
  });

  it("breaks the download, and records the failure, when the service cannot give the facts", async () => {
    const { db } = await currentStore();
    await putReview(db, { callId: "call_export_fresh", reviewer: "lee", reviewerId: "test-lee", score: 5, tags: [] }, at(9));
    Object.assign(process.env, { CALL_RESULTS_API_BASE_URL: "http://127.0.0.1:9", CALL_RESULTS_TIMEOUT_MS: "500" });
    const response = await exportRoute(request("/api/reviews/export?format=jsonl&minScore=5", "GET", dot));
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    const { entries } = await listAudit(db, { action: "export", page: 1, pageSize: 10 });
    expect(entries[0]).toMatchObject({ user: "dot", outcome: expect.stringMatching(/^failed: upstream_/), details: "reviews jsonl; minScore=5; 0 calls" });
  });

  it("refuses a viewer, a bad format or filter with a 400 naming it, and more calls than it may hold", async () => {
    expect((await download("", cookieFor("vic", "viewer"))).status).toBe(403);
    expect(JSON.parse((await download("?format=xml")).text).details[0].param).toBe("format");
    expect(JSON.parse((await download("?tag=nope")).text).details[0].param).toBe("tag");
    const { db } = await currentStore();
    for (let start = 0; start < REVIEWS_EXPORT_MAX_CALLS; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        call_id: `call_bulk_${start + i}`,
        reviewer: "lee",
        reviewer_id: "test-lee",
        score: 3,
        tags: "[]",
        reviewed_at: "2026-11-01T00:00:00.000Z",
      }));
      await db.insertInto("call_review").values(rows).execute();
      // Written directly, so their marks are too.
      const marks = rows.map((r) => ({ call_id: r.call_id, reviews: 1, latest_score: 3, notes: 0, latest_at: r.reviewed_at }));
      await db.insertInto("call_mark").values(marks).execute();
    }
    // And their activity points (migration 019), as the migration fills them.
    await db.deleteFrom("call_activity").execute();
    await backfillActivity(db);
    const refused = await download("?format=csv");
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).error).toContain("at most 10,000");
    expect((await download("?format=csv&minScore=4")).status).toBe(200);
  });
});
