import { afterEach, expect, test, vi } from "vitest";
import { chooseRequestId } from "../request-id";
import { createLogger } from "./create-logger";
import { prettyLine } from "./pretty-line";

const KEY = "live_key_9f8e7d6c5b4a";
const lines: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  lines.length = 0;
});
function capture() {
  for (const method of ["log", "warn", "error"] as const) vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
}

test("a JSON line with time, level and msg; the level's name; fields as given", () => {
  capture();
  createLogger().info({ requestId: "7f3a0c", route: "GET /api/call-results", status: 200, durationMs: 12, user: "ada" }, "request");
  expect(lines).toHaveLength(1);
  const entry = JSON.parse(lines[0]!);
  expect(entry).toMatchObject({ level: "info", msg: "request", requestId: "7f3a0c", route: "GET /api/call-results", status: 200, durationMs: 12, user: "ada" });
  expect(new Date(entry.time).toISOString()).toBe(entry.time);
});

test("secrets never reach a line: the API key anywhere, cookies, passwords and tokens by field, URL passwords by pattern", () => {
  capture();
  const logger = createLogger({ secrets: () => [KEY] });
  logger.error(
    {
      apiKey: KEY,
      headers: { cookie: "dashboard_session=abc.def", authorization: "Bearer metrics-token-1234567890", "x-api-key": KEY },
      user: { name: "ada", password: "correct horse battery" },
      database: "postgres://dashboard:hunter2hunter2@db.internal:5432/dashboard",
      detail: `upstream said: invalid key ${KEY}`,
    },
    `request with x-api-key ${KEY} failed`,
  );
  const [line] = lines;
  for (const secret of [KEY, "abc.def", "metrics-token-1234567890", "correct horse battery", "hunter2hunter2"]) expect(line).not.toContain(secret);
  const entry = JSON.parse(line!);
  expect(entry.headers.cookie).toBe("[redacted]");
  expect(entry.user).toEqual({ name: "ada", password: "[redacted]" });
  expect(entry.database).toBe("postgres://dashboard:[redacted]@db.internal:5432/dashboard");
  expect(entry.msg).toBe("request with x-api-key [redacted] failed");
});

test("LOG_LEVEL: lines below the level are left out; warnings and errors go to the console's error streams", () => {
  capture();
  const logger = createLogger({ level: "warn" });
  logger.info("not shown");
  logger.warn("shown");
  expect(lines.map((l) => JSON.parse(l).msg)).toEqual(["shown"]);
  expect(console.warn).toHaveBeenCalledTimes(1);
});

test("LOG_FORMAT=pretty: time, level, message, then the fields", () => {
  const line = prettyLine(JSON.stringify({ level: "info", time: "2026-11-28T12:04:31.207Z", msg: "request", requestId: "7f3a", status: 200 }));
  expect(line).toBe("12:04:31.207 INFO  request  requestId=7f3a status=200");
});

test("the request id: a trusted proxy's well-formed x-request-id is kept; anyone else's is replaced", () => {
  const trusted = ["10.0.0.2"];
  expect(chooseRequestId("10.0.0.2", trusted, "lb-7f3a-0001")).toBe("lb-7f3a-0001");
  expect(chooseRequestId("203.0.113.9", trusted, "lb-7f3a-0001")).toMatch(/^[0-9a-f]{16}$/);
  expect(chooseRequestId("10.0.0.2", trusted, "<script>")).toMatch(/^[0-9a-f]{16}$/);
  expect(chooseRequestId("10.0.0.2", trusted, undefined)).toMatch(/^[0-9a-f]{16}$/);
});
