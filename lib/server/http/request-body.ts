import "server-only";
import { DashboardError } from "@/lib/errors";

// The request-body helpers of every route: readCapped reads a body whole, but never more than `maxBytes`: a declared length past the cap is
// refused before reading, and a stream that runs past it is cancelled. Both the upstream's
// answers and the sign-in form are read this way.

/** The body as text, or null when it is larger than `maxBytes`. */
export async function readCapped(body: ReadableStream<Uint8Array> | null, declaredLength: string | null, maxBytes: number): Promise<string | null> {
  if (declaredLength !== null && !(Number(declaredLength) <= maxBytes)) return null;
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The largest JSON body a write route reads unless it says otherwise: a saved view's name and query, or a note, fit well within it. */
const MAX_JSON_BODY_BYTES = 8192;

/** The body as a JSON object, bounded and typed, or a 400 saying what is wrong with it. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new DashboardError("invalid_request", "The request body must be JSON (content-type: application/json).");
  const text = await readCapped(request.body, request.headers.get("content-length"), maxBytes).catch(() => null);
  if (text === null) throw new DashboardError("invalid_request", `The request body is larger than ${maxBytes} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DashboardError("invalid_request", "The request body is not valid JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new DashboardError("invalid_request", "The request body must be a JSON object.");
  return body as Record<string, unknown>;
}

/** A string field of a body, or a 400 naming it. */
export function stringField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== "string")
    throw new DashboardError("invalid_request", `${field} must be a string.`, { details: [{ param: field, message: "must be a string" }] });
  return value;
}
