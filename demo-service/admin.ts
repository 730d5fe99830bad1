// The demo's own switches under /__demo (README "Fault switches"): the faults, the
// pending phase of slow tasks, and the request log. They exist only in the demo service.
import type http from "node:http";
import { ERRORS, sendJson } from "./answers";
import { DEMO_PATHS } from "./client";
import { NO_FAULTS, parseFaults } from "./faults";
import type { PendingTasks } from "./pending-tasks";
import type { RequestLog } from "./request-log";
import type { ServiceState } from "./service-state";

/** Answers an admin path and returns true, or returns false when the path is not one. */
export async function handleAdmin(
  state: ServiceState,
  parts: { pending: PendingTasks; requests: RequestLog },
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): Promise<boolean> {
  if (pathname === DEMO_PATHS.faults) await handleFaults(state, req, res);
  else if (pathname === DEMO_PATHS.pending && req.method === "DELETE") {
    parts.pending.reset();
    sendJson(res, { status: 200, body: { ok: true } });
  } else if (pathname === DEMO_PATHS.requests) {
    if (req.method === "DELETE") parts.requests.clear();
    sendJson(res, { status: 200, body: { requests: parts.requests.list() } });
  } else return false;
  return true;
}

// A fault set is a small JSON object; a longer body is not one, and is not read into memory.
const MAX_FAULTS_CHARS = 16 * 1024;

async function handleFaults(state: ServiceState, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.method === "GET") return sendJson(res, { status: 200, body: state.faults });
  if (req.method === "DELETE") {
    state.faults = NO_FAULTS;
    return sendJson(res, { status: 200, body: state.faults });
  }
  if (req.method !== "PUT") return sendJson(res, ERRORS.methodNotAllowed);
  const text = await readSmallBody(req, MAX_FAULTS_CHARS);
  if (text === undefined)
    return sendJson(res, { status: 413, body: { error: `Faults must be at most ${MAX_FAULTS_CHARS} characters`, code: "INVALID_FAULTS" } });
  try {
    state.faults = parseFaults(text || "{}");
  } catch (e) {
    return sendJson(res, { status: 400, body: { error: (e as Error).message, code: "INVALID_FAULTS" } });
  }
  sendJson(res, { status: 200, body: state.faults });
}

/** The body as text, or undefined when it is longer than `max` (the rest is read and dropped, so the answer arrives whole). */
function readSmallBody(req: http.IncomingMessage, max: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let text: string | undefined = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      if (text === undefined) return;
      text += chunk;
      if (text.length > max) text = undefined;
    });
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}
