// PostgreSQL stopped under a running dashboard: a recording URL is only handed out once
// its audit entry is written, so while the database is away the request is refused with
// a clear error (503 store_unavailable), and once it is back nothing recorded before is
// missing. Through the real route handler, against the demo service and a throwaway
// PostgreSQL (skipped, with the reason, where PostgreSQL is not installed).
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as audioByCallRoute } from "@/app/api/call-results/[callId]/audio/route";
import { FIXTURES } from "@/demo-service/test-support";
import { routesOnPostgres } from "@/test-support/postgres-routes";
import { listAudit } from "./audit-read";
import { currentStore } from "./current-store";

// No sign-in, so the session check does not need the database: the audit write is the first
// thing to meet the stopped server.
const postgres = await routesOnPostgres("audit_fault", { DASHBOARD_AUTH: "none", DASHBOARD_SESSION_SECRET: "a-session-secret-of-32-characters-or-more" });

describe.skipIf("skipped" in postgres)(`PostgreSQL stopped mid-run${"skipped" in postgres ? ` (skipped: ${postgres.skipped})` : ""}`, () => {
  const play = () =>
    audioByCallRoute(new NextRequest(`http://dashboard.test/api/call-results/${FIXTURES.longCallId}/audio`), {
      params: Promise.resolve({ callId: FIXTURES.longCallId }),
    });
  const total = async () => (await listAudit((await currentStore()).db, { page: 1, pageSize: 1 })).total;

  it("refuses the recording URL while the audit entry cannot be written, and loses nothing", async () => {
    if ("skipped" in postgres) return;
    expect((await play()).status).toBe(200);
    expect((await play()).status).toBe(200);
    expect(await total()).toBe(2);

    postgres.pause();
    try {
      const refused = await play();
      expect(refused.status).toBe(503);
      const body = (await refused.json()) as Record<string, unknown>;
      expect(body).toEqual({
        error: "The audit trail cannot be written just now, so no recording URL was issued. Try again in a moment.",
        code: "store_unavailable",
        requestId: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
    } finally {
      postgres.resume();
    }

    expect((await play()).status).toBe(200);
    // The two from before and the one after; the refused request handed out nothing and left nothing.
    expect(await total()).toBe(3);
  });

  it("answers a stalled database's requests with the same 503 within its timeout, and loses nothing", async () => {
    if ("skipped" in postgres) return;
    const before = await total();
    postgres.stall();
    try {
      // Without a timeout, pg waits for as long as the server is frozen: the race turns that into a failure here.
      let timer: NodeJS.Timeout | undefined;
      const hang = new Promise<"hung">((resolve) => {
        timer = setTimeout(() => resolve("hung"), 4000);
      });
      const refused = await Promise.race([play(), hang]).finally(() => clearTimeout(timer));
      expect(refused).not.toBe("hung");
      expect((refused as Response).status).toBe(503);
      expect(((await (refused as Response).json()) as { code: string }).code).toBe("store_unavailable");
    } finally {
      postgres.unstall();
    }
    expect((await play()).status).toBe(200);
    // Nothing recorded before is lost, and the URL handed out after is recorded. The refused
    // request's INSERT had reached the frozen server, which runs it once it resumes: the
    // trail may hold one entry more than the URLs handed out, never one fewer.
    expect(await total()).toBeGreaterThanOrEqual(before + 1);
    expect(await total()).toBeLessThanOrEqual(before + 2);
  }, 30_000);
});
