// The demo's switches that change one call (docs/demo-service.md): its recording becomes
// available late, or it is deleted. With the numbers a started call may be given, they let
// the call index's tests change the service under the sync and check it keeps up.
import type http from "node:http";
import { invalid, readObject } from "./admin-body";
import { sendJson } from "./answers";
import type { ServiceState } from "./service-state";

// A number in any written form: digits, spaces, "+", "-", ".", "(" and ")".
const PHONE = /^[+\d][\d ()+.-]{0,31}$/;

/** The numbers a started call is given, or the problem with them. */
export function phoneNumbers(body: Record<string, unknown>): { from?: string; to?: string } | string {
  const numbers: { from?: string; to?: string } = {};
  for (const key of ["from", "to"] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== "string" || !PHONE.test(value)) return `${key} must be a phone number of at most 32 characters (digits, spaces, + - . ( ))`;
    numbers[key] = value;
  }
  return numbers;
}

function callIdOf(body: Record<string, unknown>, res: http.ServerResponse): string | undefined {
  if (typeof body.callId === "string" && body.callId !== "") return body.callId;
  invalid(res, "callId must be a call id");
  return undefined;
}

// POST /__demo/calls/recording { callId, available }: an ended call's recording is ready now (or not).
export async function handleRecording(state: ServiceState, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const body = await readObject(req, res);
  if (!body) return;
  const callId = callIdOf(body, res);
  if (!callId) return;
  if (typeof body.available !== "boolean") return invalid(res, "available must be true or false");
  const changed = state.store.setRecording(callId, body.available);
  if (typeof changed === "string") return sendJson(res, { status: 409, body: { error: `The recording cannot change: ${changed}`, code: "INVALID_MOVE" } });
  sendJson(res, { status: 200, body: { callId, audioAvailable: changed.audioAvailable } });
}

// POST /__demo/calls/delete { callId }: the call is gone from every answer.
export async function handleDelete(state: ServiceState, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const body = await readObject(req, res);
  if (!body) return;
  const callId = callIdOf(body, res);
  if (!callId) return;
  if (!state.store.deleteCall(callId))
    return sendJson(res, { status: 404, body: { error: `No call has the id ${JSON.stringify(callId)}`, code: "NOT_FOUND" } });
  sendJson(res, { status: 200, body: { callId, deleted: true } });
}
