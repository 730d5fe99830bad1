// Waiting in the dashboard's own queue for the upstream budget is the dashboard being busy
// (503 with Retry-After), never the service timing out (issue 27, item 7).
import { describe, expect, it } from "vitest";
import type { DashboardError } from "@/lib/errors";
import { withDemoUpstream } from "@/test-support/demo-upstream";
import { errorResponse } from "../http/respond";
import { listCallResults } from "./upstream";

withDemoUpstream({ CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "1", CALL_RESULTS_TIMEOUT_MS: "1500" });

describe("a request queued for the upstream budget", () => {
  it("is answered 503 dashboard_busy with Retry-After when the queue outlasts the timeout, while the healthy service is never said to time out", async () => {
    // One request a second: the first two leave within the 1.5 s, the rest would wait longer.
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => listCallResults({ page: 1, pageSize: 1, sortBy: "createdAt", sortOrder: "desc", agentId: `agent_q${i}` })),
    );
    const codes = results.map((r) => (r.status === "fulfilled" ? "ok" : (r.reason as DashboardError).code));
    expect(codes).not.toContain("upstream_timeout");
    expect(codes.filter((c) => c === "ok").length).toBeGreaterThanOrEqual(1);
    expect(codes).toContain("dashboard_busy");
    const busy = results.find((r) => r.status === "rejected")!.reason as DashboardError;
    const response = errorResponse(busy);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});
