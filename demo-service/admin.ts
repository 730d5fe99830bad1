// The demo's own switches under /__demo (docs/demo-service.md, "Fault switches"): the faults, the
// pending phase of slow tasks, the request log, and the live calls (the new-call rate,
// calls started and moved on at once). They exist only in the demo service.
import type http from "node:http";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { ERRORS, sendJson } from "./answers";
import { DEMO_PATHS } from "./client";
import { NO_FAULTS, parseFaults } from "./faults";
import type { NewCallRate } from "./new-call-rate";
import type { PendingTasks } from "./pending-tasks";
import type { RequestLog } from "./request-log";
import type { ServiceState } from "./service-state";

/** Answers an admin path and returns true, or returns false when the path is not one. */
export async function handleAdmin(
  state: ServiceState,
  parts: { pending: PendingTasks; requests: RequestLog; newCalls: NewCallRate },
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
  } else if (pathname === DEMO_PATHS.live) await handleLiveRate(parts.newCalls, req, res);
  else if (pathname === DEMO_PATHS.liveStart && req.method === "POST") await handleStart(state, req, res);
  else if (pathname === DEMO_PATHS.liveMove && req.method === "POST") await handleMove(state, req, res);
  else return false;
  return true;
}

// Live-call switches take small JSON objects too.
const MAX_LIVE_CHARS = 1024;
const MAX_STARTED_AT_ONCE = 50;

/** The body as a JSON object, or an answer already sent saying what is wrong with it. */
async function readObject(req: http.IncomingMessage, res: http.ServerResponse): Promise<Record<string, unknown> | undefined> {
  const text = await readSmallBody(req, MAX_LIVE_CHARS);
  if (text === undefined) {
    sendJson(res, { status: 413, body: { error: `The body must be at most ${MAX_LIVE_CHARS} characters`, code: "INVALID_LIVE" } });
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(text || "{}");
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  sendJson(res, { status: 400, body: { error: "The body must be a JSON object", code: "INVALID_LIVE" } });
  return undefined;
}

const invalid = (res: http.ServerResponse, error: string) => sendJson(res, { status: 400, body: { error, code: "INVALID_LIVE" } });

// GET and PUT /__demo/live: { newCallsPerMinute } (0 is off).
async function handleLiveRate(newCalls: NewCallRate, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.method === "PUT") {
    const body = await readObject(req, res);
    if (!body) return;
    try {
      newCalls.set(body.newCallsPerMinute as number);
    } catch (e) {
      return invalid(res, (e as Error).message);
    }
  } else if (req.method !== "GET") return sendJson(res, ERRORS.methodNotAllowed);
  sendJson(res, { status: 200, body: { newCallsPerMinute: newCalls.perMinute } });
}

// POST /__demo/live/start { count }: that many new calls start now in each project.
async function handleStart(state: ServiceState, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const body = await readObject(req, res);
  if (!body) return;
  const count = body.count ?? 1;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_STARTED_AT_ONCE) {
    return invalid(res, `count must be a whole number from 1 to ${MAX_STARTED_AT_ONCE}`);
  }
  const rows = state.store.live.start(count);
  sendJson(res, { status: 200, body: { calls: rows.map((r) => ({ callId: r.callId, projectId: r.projectId })) } });
}

// POST /__demo/live/move { callId, status }: one live call moves on to that status now.
async function handleMove(state: ServiceState, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const body = await readObject(req, res);
  if (!body) return;
  if (typeof body.callId !== "string" || body.callId === "") return invalid(res, "callId must be a call id");
  if (typeof body.status !== "string" || !(CALL_STATUSES as readonly string[]).includes(body.status)) {
    return invalid(res, `status must be one of ${CALL_STATUSES.join(", ")}`);
  }
  const moved = state.store.live.moveTo(body.callId, body.status as CallStatus);
  if (typeof moved === "string") return sendJson(res, { status: 409, body: { error: `The call cannot move: ${moved}`, code: "INVALID_MOVE" } });
  sendJson(res, { status: 200, body: { callId: moved.callId, status: moved.status } });
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
