import { expect, test } from "vitest";
import { DashboardError } from "@/lib/errors";
import { errorResponse } from "../http/respond";
import { requestIdOf } from "./request-id";

const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;

test("the front server's id counts only with its proof; otherwise one is made, the same for one request", () => {
  (globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof = "proof-1";
  const proven = { "x-dashboard-peer": "127.0.0.1", "x-dashboard-peer-proof": "proof-1", "x-dashboard-request-id": "7f3a0c1d2e3f4a5b" };
  expect(requestIdOf(headers(proven))).toBe("7f3a0c1d2e3f4a5b");
  const forged = { ...proven, "x-dashboard-peer-proof": "guess" };
  expect(requestIdOf(headers(forged))).not.toBe("7f3a0c1d2e3f4a5b");
  const owner = {};
  expect(requestIdOf(headers({}), owner)).toBe(requestIdOf(headers({}), owner));
});

test("an error body carries the request id", async () => {
  const response = errorResponse(new DashboardError("upstream_error", "The service failed."), "7f3a0c1d2e3f4a5b");
  expect(await response.json()).toEqual({ error: "The service failed.", code: "upstream_error", requestId: "7f3a0c1d2e3f4a5b" });
});
