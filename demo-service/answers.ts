// The service's JSON answers: the error bodies of spec §5 and §7, each with its status,
// and the one way they are sent.
import type http from "node:http";

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export const ERRORS = {
  unauthorized: { status: 401, body: { error: "API key not specified or invalid", code: "UNAUTHORIZED" } },
  forbidden: { status: 403, body: { error: "Access denied", code: "FORBIDDEN" } },
  projectNotFound: { status: 404, body: { error: "Project not found", code: "PROJECT_NOT_FOUND" } },
  recordingNotFound: { status: 404, body: { error: "Recording audio not found", code: "NOT_FOUND" } },
  rateLimited: { status: 429, body: { error: "Rate limit exceeded", code: "RATE_LIMIT_EXCEEDED" } },
  internal: { status: 500, body: { error: "Internal server error", code: "INTERNAL_SERVER_ERROR" } },
  notFound: { status: 404, body: { error: "Not found", code: "NOT_FOUND" } },
  methodNotAllowed: { status: 405, body: { error: "Method not allowed", code: "METHOD_NOT_ALLOWED" } },
} satisfies Record<string, Answer>;

export function sendJson(res: http.ServerResponse, answer: Answer): void {
  const text = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    ...answer.headers,
  });
  res.end(text);
}
