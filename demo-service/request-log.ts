// The last requests the service received (GET /__demo/requests), so tests can check
// what reached the "upstream". Bounded, and with what would let a reader act as the
// caller taken out: the API key, and the signature of a signed recording link.
import type http from "node:http";
import { API_KEY_HEADER } from "@/lib/call-results/constants";

export interface RequestLogEntry {
  at: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  status: number;
}

const MAX_ENTRIES = 500;
const REDACTED = "<redacted>";
// A signed recording link works for anyone who holds it until it expires, so its
// signature is as secret as the key. Only that parameter changes, so the other URLs
// stay exactly as they were sent.
const SIGNATURE = /([?&]signature=)[^&#]*/gi;
const withoutSignature = (text: string) => text.replace(SIGNATURE, `$1${REDACTED}`);

export class RequestLog {
  private readonly entries: RequestLogEntry[] = [];

  /** Records the request now; its status is filled in when the answer has been sent. */
  record(req: http.IncomingMessage, res: http.ServerResponse): void {
    const entry: RequestLogEntry = {
      at: new Date().toISOString(),
      method: req.method ?? "",
      url: withoutSignature(req.url ?? ""),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, k === API_KEY_HEADER ? REDACTED : withoutSignature(String(v))])),
      status: 0,
    };
    res.on("finish", () => {
      entry.status = res.statusCode;
    });
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.shift();
  }

  list(): readonly RequestLogEntry[] {
    return this.entries;
  }

  clear(): void {
    this.entries.length = 0;
  }
}
