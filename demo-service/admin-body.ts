// Reading the small JSON bodies of the demo's admin switches (admin.ts, call-switches.ts).
import type http from "node:http";
import { sendJson } from "./answers";

// Live-call switches take small JSON objects too.
const MAX_LIVE_CHARS = 1024;

/** The body as a JSON object, or an answer already sent saying what is wrong with it. */
export async function readObject(req: http.IncomingMessage, res: http.ServerResponse): Promise<Record<string, unknown> | undefined> {
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

export const invalid = (res: http.ServerResponse, error: string) => sendJson(res, { status: 400, body: { error, code: "INVALID_LIVE" } });

/** The body as text, or undefined when it is longer than `max` (the rest is read and dropped, so the answer arrives whole). */
export function readSmallBody(req: http.IncomingMessage, max: number): Promise<string | undefined> {
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
