// The embedded demo Call Results Service: a faithful, separate implementation of
// docs/call-results-api.md over plain node:http. It shares only the contract
// module (lib/call-results) with the dashboard.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseListQuery, type CallResult, type ListResponse, type Pending, type RecordingResponse } from "@/lib/call-results";
import { recordingFile, wavBytes } from "./audio";
import type { DemoConfig } from "./config";
import { DEFAULT_DEMO_API_KEY, ORPHAN_API_KEY, SECOND_PROJECT_API_KEY } from "./config";
import { NO_FAULTS, faultApplies, parseFaults, type Faults, type Operation } from "./faults";
import { FIXTURES, PROJECTS, type CallRow } from "./generate";
import { TokenBuckets } from "./rate-limit";
import { signPath, verifySignedPath } from "./signing";
import { DemoStore } from "./store";

// Ids in paths: the shape the generator makes, generously widened.
const ID_IN_PATH = /^[A-Za-z0-9_-]{1,128}$/;
const MISSING_PROJECT_ID = 404;

export interface RequestLogEntry {
  at: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  status: number;
}

export interface DemoService {
  server: http.Server;
  store: DemoStore;
  url: string;
  setFaults(faults: Faults): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const ERRORS = {
  unauthorized: { status: 401, body: { error: "API key not specified or invalid", code: "UNAUTHORIZED" } },
  forbidden: { status: 403, body: { error: "Access denied", code: "FORBIDDEN" } },
  projectNotFound: { status: 404, body: { error: "Project not found", code: "PROJECT_NOT_FOUND" } },
  recordingNotFound: { status: 404, body: { error: "Recording audio not found", code: "NOT_FOUND" } },
  rateLimited: { status: 429, body: { error: "Rate limit exceeded", code: "RATE_LIMIT_EXCEEDED" } },
  internal: { status: 500, body: { error: "Internal server error", code: "INTERNAL_SERVER_ERROR" } },
  notFound: { status: 404, body: { error: "Not found", code: "NOT_FOUND" } },
  methodNotAllowed: { status: 405, body: { error: "Method not allowed", code: "METHOD_NOT_ALLOWED" } },
} satisfies Record<string, Answer>;

export async function startDemoService(config: DemoConfig, log: (line: string) => void = console.log): Promise<DemoService> {
  const store = DemoStore.open({ dataDir: config.dataDir, seed: config.seed, calls: config.calls, log });
  store.endAbandonedLiveCalls();
  if (config.liveCalls > 0) store.tickLive(config.liveCalls);
  const ticker = setInterval(() => store.tickLive(config.liveCalls), config.liveTickMs);
  ticker.unref();

  const secret = config.signingSecret ?? randomBytes(32).toString("hex");
  const buckets = new TokenBuckets(config.rateLimitBurst, config.rateLimitPerSecond);
  const firstAsked = new Map<string, number>();
  const requests: RequestLogEntry[] = [];
  // Answers held back by the latency fault; dropped on close.
  const delayed = new Set<ReturnType<typeof setTimeout>>();
  let faults = parseFaults(config.faults);
  let publicUrl = config.publicUrl ?? "";

  const projectsByKey = new Map<string, number>([
    [DEFAULT_DEMO_API_KEY, 1],
    [config.apiKey, 1],
    [SECOND_PROJECT_API_KEY, 2],
    [ORPHAN_API_KEY, MISSING_PROJECT_ID],
  ]);

  function toApi(row: CallRow): CallResult {
    const project = PROJECTS.find((p) => p.id === row.projectId)!;
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      callId: row.callId,
      callTaskId: row.callTaskId,
      detailsUrl: `${publicUrl}/console/projects/${project.slug}/calls/${encodeURIComponent(row.callId)}`,
      agentId: row.agentId,
      agentName: row.agentName,
      endUserId: row.endUserId,
      status: row.status,
      direction: row.direction,
      from: row.from,
      to: row.to,
      startedAt: iso(row.startedAt),
      endedAt: iso(row.endedAt),
      durationSeconds: row.durationSeconds,
      isVoicemail: row.isVoicemail,
      createdAt: iso(row.createdAt)!,
      updatedAt: iso(row.updatedAt)!,
      resultAvailable: row.resultAvailable,
      audioAvailable: row.audioAvailable,
    };
  }

  function recordingAnswer(row: CallRow): Answer {
    // Rounded up, so a link never lives shorter than the TTL.
    const expires = Math.ceil(Date.now() / 1000) + (faults.urlTtlSeconds ?? config.urlTtlSeconds);
    const body: RecordingResponse = {
      data: {
        callId: row.callId,
        callTaskId: row.callTaskId,
        downloadUrl: `${publicUrl}${signPath(secret, `/recordings/${row.callId}.wav`, expires)}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      },
    };
    return { status: 200, body };
  }

  // Some tasks take a while to produce their result: the fixture task and about one in
  // eighty others, each for DEMO_PENDING_SECONDS after it is first asked for.
  function slowTask(taskId: string): boolean {
    return taskId === FIXTURES.pendingTaskId || createHash("sha256").update(taskId).digest()[0]! < 3;
  }

  function audioByTask(projectId: number, taskId: string): Answer {
    const calls = store.callsOfTask(projectId, taskId);
    if (calls.length === 0) return ERRORS.recordingNotFound;
    const latest = calls[0]!;
    const pending = (message: string): Answer => {
      const body: Pending = { status: "pending", message, callTaskId: taskId };
      return { status: 202, body };
    };
    if (latest.endedAt === null && ["preparing", "ringing", "in_progress"].includes(latest.status)) {
      return pending(`The task's call is ${latest.status.replace("_", " ")}; its result is being created.`);
    }
    if (slowTask(taskId)) {
      const key = `${projectId}:${taskId}`;
      const now = Date.now();
      const asked = firstAsked.get(key) ?? now;
      firstAsked.set(key, asked);
      const left = Math.ceil((asked + config.pendingSeconds * 1000 - now) / 1000);
      if (left > 0) return pending(`The call result is being created (about ${left} s left).`);
    }
    const withAudio = calls.find((c) => c.audioAvailable);
    return withAudio ? recordingAnswer(withAudio) : ERRORS.recordingNotFound;
  }

  function malformedAnswer(kind: NonNullable<Faults["malformed"]>, operation: Operation): Answer | "html" | "truncated" {
    if (kind !== "wrong-types") return kind;
    const body =
      operation === "list"
        ? { data: [{ callId: 12345, status: "exploded", createdAt: "yesterday" }], pagination: { total: "many" } }
        : { data: { callId: 12345, downloadUrl: 42, expiresAt: null } };
    return { status: 200, body };
  }

  function handleApi(req: http.IncomingMessage, url: URL, segments: string[]): Answer | "html" | "truncated" | Promise<Answer | "html" | "truncated"> {
    // Route first, so the fault switches can be limited to operations.
    let operation: Operation;
    let id = "";
    if (segments.length === 3) operation = "list";
    else if (segments.length === 5 && segments[4] === "audio") {
      operation = "audio-by-call";
      id = segments[3]!;
    } else if (segments.length === 6 && segments[3] === "by-call-task" && segments[5] === "audio") {
      operation = "audio-by-task";
      id = segments[4]!;
    } else return ERRORS.notFound;
    if (req.method !== "GET") return ERRORS.methodNotAllowed;

    const f = faultApplies(faults, operation) ? faults : NO_FAULTS;
    const answer = (): Answer | "html" | "truncated" => {
      const key = req.headers["x-api-key"];
      const projectId = typeof key === "string" ? projectsByKey.get(key) : undefined;
      if (projectId === undefined || f.rejectKey) return ERRORS.unauthorized;
      const client = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
      if (f.accessDenied || (config.ipAllowlist.length > 0 && !config.ipAllowlist.includes(client))) return ERRORS.forbidden;
      if (f.rateLimit) return { ...ERRORS.rateLimited, headers: { "retry-after": String(f.retryAfterSeconds) } };
      const bucket = buckets.take(key as string);
      if (!bucket.ok) return { ...ERRORS.rateLimited, headers: { "retry-after": String(bucket.retryAfterSeconds) } };
      if (f.errorRate > 0 && Math.random() < f.errorRate) return ERRORS.internal;
      if (f.malformed) return malformedAnswer(f.malformed, operation);

      if (operation === "list") {
        const parsed = parseListQuery(url.searchParams);
        if (!parsed.success) {
          return {
            status: 400,
            body: {
              success: false,
              error: {
                name: "ZodError",
                issues: parsed.issues.map((i) => ({ code: "custom", path: [i.param], message: i.message })),
              },
            },
          };
        }
        if (projectId === MISSING_PROJECT_ID) return ERRORS.projectNotFound;
        const { rows, total } = store.list(projectId, parsed.data);
        const body: ListResponse = {
          data: f.hostileData ? rows.map(toApi).map(hostile) : rows.map(toApi),
          pagination: {
            total,
            page: parsed.data.page,
            pageSize: parsed.data.pageSize,
            totalPages: Math.ceil(total / parsed.data.pageSize),
          },
        };
        return { status: 200, body };
      }
      // Path parameters: no query string is defined for the audio operations.
      if (!ID_IN_PATH.test(id)) return ERRORS.recordingNotFound;
      if (operation === "audio-by-call") {
        const row = store.findCall(projectId, id);
        return row?.audioAvailable ? recordingAnswer(row) : ERRORS.recordingNotFound;
      }
      return audioByTask(projectId, id);
    };
    const decorated = () => {
      const a = answer();
      return f.extraFields && typeof a === "object" && a.status < 300 ? { ...a, body: withExtraFields(a.body) } : a;
    };
    if (f.latencyMs > 0) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          delayed.delete(timer);
          // Errors go to the request's own handler (a 500), never to the timer.
          try {
            resolve(decorated());
          } catch (error) {
            reject(error);
          }
        }, f.latencyMs);
        delayed.add(timer);
      });
    }
    return decorated();
  }

  function serveRecording(req: http.IncomingMessage, res: http.ServerResponse, url: URL, callId: string): void {
    if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, ERRORS.methodNotAllowed);
    const verdict = verifySignedPath(secret, url.pathname, url.searchParams, Math.floor(Date.now() / 1000));
    if (verdict !== "ok" || !ID_IN_PATH.test(callId)) {
      return sendJson(res, { status: 403, body: { error: verdict === "expired" ? "Link expired" : "Invalid signature", code: "FORBIDDEN" } });
    }
    const row = store.findCallAnyProject(callId);
    if (!row?.audioAvailable || !row.durationSeconds) return sendJson(res, ERRORS.recordingNotFound);
    const file = recordingFile(config.dataDir, callId, row.durationSeconds);
    sendFileWithRanges(req, res, file, wavBytes(row.durationSeconds), callId);
  }

  function serveConsole(res: http.ServerResponse, slug: string, callId: string): void {
    const project = PROJECTS.find((p) => p.slug === slug);
    const row = project && ID_IN_PATH.test(callId) ? store.findCall(project.id, callId) : undefined;
    const esc = (v: unknown) => String(v ?? "—").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const body = row
      ? `<h1>Call ${esc(row.callId)}</h1><p>${esc(project!.name)}</p><dl>${Object.entries(toApi(row))
          .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
          .join("")}</dl>`
      : "<h1>Call not found</h1>";
    res.writeHead(row ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo console</title></head><body><main>${body}</main></body></html>`);
  }

  async function handleFaults(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method === "GET") return sendJson(res, { status: 200, body: faults });
    if (req.method === "DELETE") {
      faults = NO_FAULTS;
      return sendJson(res, { status: 200, body: faults });
    }
    if (req.method === "PUT") {
      let text = "";
      for await (const chunk of req) text += chunk;
      try {
        faults = parseFaults(text || "{}");
      } catch (e) {
        return sendJson(res, { status: 400, body: { error: (e as Error).message, code: "INVALID_FAULTS" } });
      }
      return sendJson(res, { status: 200, body: faults });
    }
    return sendJson(res, ERRORS.methodNotAllowed);
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://demo.invalid");
    let segments: string[];
    try {
      segments = url.pathname.split("/").slice(1).map(decodeURIComponent);
    } catch {
      segments = [];
    }
    const entry: RequestLogEntry = {
      at: new Date().toISOString(),
      method: req.method ?? "",
      url: req.url ?? "",
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, k === "x-api-key" ? "<redacted>" : String(v)])),
      status: 0,
    };
    res.on("finish", () => (entry.status = res.statusCode));
    const isDemoAdmin = url.pathname.startsWith("/__demo/");
    if (!isDemoAdmin) {
      requests.push(entry);
      if (requests.length > 500) requests.shift();
    }
    try {
      if (url.pathname === "/healthz") return sendJson(res, { status: 200, body: { ok: true } });
      if (url.pathname === "/__demo/faults") return await handleFaults(req, res);
      if (url.pathname === "/__demo/pending" && req.method === "DELETE") {
        // Slow call tasks become pending again from their next ask (for repeatable demos).
        firstAsked.clear();
        return sendJson(res, { status: 200, body: { ok: true } });
      }
      if (url.pathname === "/__demo/requests") {
        if (req.method === "DELETE") requests.length = 0;
        return sendJson(res, { status: 200, body: { requests } });
      }
      if (segments[0] === "api" && segments[1] === "v1" && segments[2] === "call-results") {
        const answer = await handleApi(req, url, segments);
        if (answer === "html") {
          res.writeHead(502, { "content-type": "text/html" });
          return void res.end("<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>");
        }
        if (answer === "truncated") {
          res.writeHead(200, { "content-type": "application/json" });
          return void res.end('{"data":[{"callId":"call_');
        }
        return sendJson(res, answer);
      }
      if (segments[0] === "recordings" && segments.length === 2 && segments[1]!.endsWith(".wav")) {
        return serveRecording(req, res, url, segments[1]!.slice(0, -4));
      }
      if (segments[0] === "console" && segments[1] === "projects" && segments[3] === "calls" && segments.length === 5) {
        return serveConsole(res, segments[2]!, segments[4]!);
      }
      return sendJson(res, ERRORS.notFound);
    } catch (error) {
      log(`demo-service: internal error on ${req.method} ${url.pathname}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendJson(res, ERRORS.internal);
      else res.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const url = `http://${hostForUrl.includes(":") ? `[${hostForUrl}]` : hostForUrl}:${address.port}`;
  if (!publicUrl) publicUrl = url;

  return {
    server,
    store,
    url,
    setFaults: (f) => (faults = f),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(ticker);
        for (const timer of delayed) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
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
function hostile(call: CallResult, i: number): CallResult {
  return {
    ...call,
    agentName: HOSTILE_NAMES[i % HOSTILE_NAMES.length]!,
    detailsUrl: HOSTILE_URLS[i % HOSTILE_URLS.length]!,
    from: i % 2 === 0 ? `+1${"9".repeat(300)}` : "<svg onload=window.__xss=1>",
    to: "‮⁦web:session_x⁩ 🔥".repeat(3),
  };
}

/** Adds unknown fields at every level of a JSON body (the extraFields fault). */
function withExtraFields(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withExtraFields);
  if (body === null || typeof body !== "object") return body;
  const out: Record<string, unknown> = { unexpectedExtra: { version: 2 } };
  for (const [k, v] of Object.entries(body)) out[k] = withExtraFields(v);
  return out;
}

function sendJson(res: http.ServerResponse, answer: Answer): void {
  const text = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    ...answer.headers,
  });
  res.end(text);
}

/** Serves a file with HTTP Range support (single ranges), so players can seek. */
function sendFileWithRanges(req: http.IncomingMessage, res: http.ServerResponse, file: string, size: number, callId: string): void {
  const headers: Record<string, string | number> = {
    "content-type": "audio/wav",
    "accept-ranges": "bytes",
    "cache-control": "private, max-age=60",
    "content-disposition": `inline; filename="${callId}.wav"`,
    "access-control-allow-origin": "*",
  };
  const range = req.headers.range;
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (range) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    if (m && (m[1] !== "" || m[2] !== "")) {
      if (m[1] === "") {
        start = Math.max(0, size - Number(m[2]));
      } else {
        start = Number(m[1]);
        if (m[2] !== "") end = Math.min(end, Number(m[2]));
      }
      if (start >= size || start > end) {
        res.writeHead(416, { ...headers, "content-range": `bytes */${size}` });
        return void res.end();
      }
      status = 206;
      headers["content-range"] = `bytes ${start}-${end}/${size}`;
    }
    // Anything else (several ranges, other units) gets the whole file, which RFC 9110 allows.
  }
  headers["content-length"] = end - start + 1;
  res.writeHead(status, headers);
  if (req.method === "HEAD") return void res.end();
  fs.createReadStream(file, { start, end }).pipe(res);
}
