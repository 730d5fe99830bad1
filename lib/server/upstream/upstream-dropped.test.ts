// A connection the service drops mid-answer (it restarted, or closed a kept-alive socket as
// the request went out: "other side closed") is tried again like any network error, by a
// user's request and by the call index's sync alike, rather than failing the request.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { UPSTREAM_ENV } from "@/lib/server/env";
import { saveEnv } from "@/test-support/saved-env";
import { listCallResults, resetUpstreamBudget, type UpstreamTrace } from "./upstream";

const EMPTY = JSON.stringify({ data: [], pagination: { total: 0, page: 1, pageSize: 10, totalPages: 0 } });
let answered = 0;
let dropFirst = 0;
const server = http.createServer((_req, res) => {
  answered++;
  if (dropFirst > 0) {
    dropFirst--;
    // The head and a part of the body, then the connection is gone.
    res.writeHead(200, { "content-type": "application/json", "content-length": String(EMPTY.length) });
    res.write(EMPTY.slice(0, 10), () => res.socket?.destroy());
    return;
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end(EMPTY);
});
const restoreEnv = saveEnv([UPSTREAM_ENV.baseUrl, UPSTREAM_ENV.apiKey]);
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env[UPSTREAM_ENV.baseUrl] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env[UPSTREAM_ENV.apiKey] = "test-key-of-some-length";
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  restoreEnv();
});
beforeEach(() => {
  answered = 0;
  resetUpstreamBudget();
});

const query = { page: 1, pageSize: 10, sortBy: "createdAt", sortOrder: "desc" } as const;

it.each(["interactive", "sync"] as const)("tries a %s request again when the connection drops mid-answer", async (priority) => {
  dropFirst = 1;
  const trace: UpstreamTrace = {};
  const answer = await listCallResults(query, trace, priority, priority === "sync" ? new AbortController().signal : undefined);
  expect(answer.pagination.total).toBe(0);
  expect(answered).toBe(2);
  expect(trace.attempts).toBe(2);
});

it("gives up with the service's unreachable error after its retries, not the socket's", async () => {
  dropFirst = 3;
  await expect(listCallResults(query, {}, "interactive")).rejects.toMatchObject({ code: "upstream_error" });
  expect(answered).toBe(3);
});
