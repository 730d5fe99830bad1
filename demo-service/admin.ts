// The demo's own switches under /__demo (docs/demo-service.md, "Fault switches"): the faults, the
// pending phase of slow tasks, the request log, the live calls (the new-call rate, calls
// started and moved on at once) and changes to one call (call-switches.ts). They exist only
// in the demo service.
import type http from "node:http";
import { CALL_STATUSES, type CallStatus } from "@/lib/call-results/constants";
import { invalid, readObject, readSmallBody } from "./admin-body";
import { ERRORS, sendJson } from "./answers";
import { handleDelete, handleRecording, phoneNumbers } from "./call-switches";
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
  else if (pathname === DEMO_PATHS.callRecording && req.method === "POST") await handleRecording(state, req, res);
  else if (pathname === DEMO_PATHS.callDelete && req.method === "POST") await handleDelete(state, req, res);
  else return false;
  return true;
}

const MAX_STARTED_AT_ONCE = 50;

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

// POST /__demo/live/start { count, from?, to? }: that many new calls start now in each
// project, with these numbers when given (a call to search for by number).
async function handleStart(state: ServiceState, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const body = await readObject(req, res);
  if (!body) return;
  const count = body.count ?? 1;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_STARTED_AT_ONCE) {
    return invalid(res, `count must be a whole number from 1 to ${MAX_STARTED_AT_ONCE}`);
  }
  const numbers = phoneNumbers(body);
  if (typeof numbers === "string") return invalid(res, numbers);
  const rows = state.store.live.start(count, Date.now(), numbers);
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
