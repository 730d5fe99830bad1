// What the fault switches (faults.ts) put in place of a correct answer: broken bodies,
// hostile but valid data, and unknown extra fields.
import type http from "node:http";
import type { CallResult } from "@/lib/call-results";
import type { Answer } from "./answers";
import type { Faults, Operation } from "./faults";

export type Malformed = NonNullable<Faults["malformed"]>;
/** An answer, or a body that is not JSON at all (sent by sendMalformed). */
export type Reply = Answer | Exclude<Malformed, "wrong-types">;

export function malformedAnswer(kind: Malformed, operation: Operation): Reply {
  if (kind !== "wrong-types") return kind;
  const body =
    operation === "list"
      ? { data: [{ callId: 12345, status: "exploded", createdAt: "yesterday" }], pagination: { total: "many" } }
      : { data: { callId: 12345, downloadUrl: 42, expiresAt: null } };
  return { status: 200, body };
}

export function sendMalformed(res: http.ServerResponse, kind: Exclude<Malformed, "wrong-types">): void {
  if (kind === "html") {
    res.writeHead(502, { "content-type": "text/html" });
    res.end("<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>");
    return;
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"data":[{"callId":"call_');
}

// What an upstream should never send, but might: every string field a UI renders gets
// markup, script URLs, direction overrides, emoji or sheer length (the hostileData fault).
const HOSTILE_NAMES = [
  '<img src=x onerror="window.__xss=1">Agent <b>bold</b>',
  "\u202Eevil\u202C مرحبا بكم 👋🏽📞 Ünïcødé",
  "A".repeat(5000),
  '"><script>window.__xss=1</script>',
];
const HOSTILE_URLS = [
  "javascript:window.__xss=1",
  "data:text/html,<script>window.__xss=1</script>",
  "JaVaScRiPt:window.__xss=1",
  "https://console.example.com/ok",
];

export function hostile(call: CallResult, i: number): CallResult {
  return {
    ...call,
    agentName: HOSTILE_NAMES[i % HOSTILE_NAMES.length]!,
    detailsUrl: HOSTILE_URLS[i % HOSTILE_URLS.length]!,
    from: i % 2 === 0 ? `+1${"9".repeat(300)}` : "<svg onload=window.__xss=1>",
    to: "‮⁦web:session_x⁩ 🔥".repeat(3),
  };
}

/** Adds unknown fields at every level of a JSON body (the extraFields fault). */
export function withExtraFields(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withExtraFields);
  if (body === null || typeof body !== "object") return body;
  const out: Record<string, unknown> = { unexpectedExtra: { version: 2 } };
  for (const [k, v] of Object.entries(body)) out[k] = withExtraFields(v);
  return out;
}
