// The three operations under /api/v1/call-results (spec §4), in the order a real
// service checks things: route, key, access, rate limit, then the operation. The fault
// switches (faults.ts) step in at each of those points.
import type http from "node:http";
import { type ListResponse, PATH_ID_PATTERN, type Pending, parseListQuery } from "@/lib/call-results";
import { API_KEY_HEADER } from "@/lib/call-results/constants";
import { type Answer, ERRORS, sendJson } from "./answers";
import { toCallResult } from "./call-row";
import { hostile, malformedAnswer, type Reply, sendMalformed, withExtraFields } from "./fault-answers";
import { faultApplies, NO_FAULTS, type Operation } from "./faults";
import type { PendingTasks } from "./pending-tasks";
import { MISSING_PROJECT_ID, projectsByKey } from "./projects";
import { TokenBuckets } from "./rate-limit";
import { recordingAnswer } from "./recordings";
import type { ServiceState } from "./service-state";

export interface Api {
  /** Answers a request whose path starts with /api/v1/call-results (segments: its decoded path segments). */
  handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, segments: string[]): Promise<void>;
  /** Drops the answers the latency fault is holding back. */
  close(): void;
}

export function createApi(state: ServiceState, pending: PendingTasks): Api {
  const { config, store } = state;
  const buckets = new TokenBuckets(config.rateLimitBurst, config.rateLimitPerSecond);
  const keys = projectsByKey(config.apiKey);
  // Timers of answers held back by the latency fault: one per request in flight, removed
  // when it fires, all cleared at close, so it never outgrows the open connections.
  const delayed = new Set<ReturnType<typeof setTimeout>>();

  function audioByTask(projectId: number, taskId: string): Answer {
    const calls = store.callsOfTask(projectId, taskId);
    if (calls.length === 0) return ERRORS.recordingNotFound;
    const message = pending.pendingMessage(projectId, taskId, calls);
    if (message !== undefined) {
      const body: Pending = { status: "pending", message, callTaskId: taskId };
      return { status: 202, body };
    }
    const withAudio = calls.find((c) => c.audioAvailable);
    return withAudio ? recordingAnswer(state, withAudio) : ERRORS.recordingNotFound;
  }

  function list(projectId: number, url: URL, hostileData: boolean): Answer {
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
    const data = rows.map((row) => toCallResult(row, state.publicUrl));
    const body: ListResponse = {
      data: hostileData ? data.map(hostile) : data,
      pagination: {
        total,
        page: parsed.data.page,
        pageSize: parsed.data.pageSize,
        totalPages: Math.ceil(total / parsed.data.pageSize),
      },
    };
    return { status: 200, body };
  }

  function route(segments: string[]): { operation: Operation; id: string } | undefined {
    if (segments.length === 3) return { operation: "list", id: "" };
    if (segments.length === 5 && segments[4] === "audio") return { operation: "audio-by-call", id: segments[3]! };
    if (segments.length === 6 && segments[3] === "by-call-task" && segments[5] === "audio") return { operation: "audio-by-task", id: segments[4]! };
    return undefined;
  }

  function answer(req: http.IncomingMessage, url: URL, segments: string[]): Reply | Promise<Reply> {
    // Route first, so the fault switches can be limited to operations.
    const target = route(segments);
    if (!target) return ERRORS.notFound;
    if (req.method !== "GET") return ERRORS.methodNotAllowed;
    const { operation, id } = target;

    const f = faultApplies(state.faults, operation) ? state.faults : NO_FAULTS;
    const plain = (): Reply => {
      const key = req.headers[API_KEY_HEADER];
      const projectId = typeof key === "string" ? keys.get(key) : undefined;
      if (projectId === undefined || f.rejectKey) return ERRORS.unauthorized;
      const client = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
      if (f.accessDenied || (config.ipAllowlist.length > 0 && !config.ipAllowlist.includes(client))) return ERRORS.forbidden;
      if (f.rateLimit) return { ...ERRORS.rateLimited, headers: { "retry-after": String(f.retryAfterSeconds) } };
      const bucket = buckets.take(key as string);
      if (!bucket.ok) return { ...ERRORS.rateLimited, headers: { "retry-after": String(bucket.retryAfterSeconds) } };
      if (f.errorRate > 0 && Math.random() < f.errorRate) return ERRORS.internal;
      if (f.malformed) return malformedAnswer(f.malformed, operation);
      if (operation === "list") return list(projectId, url, f.hostileData);
      // Path parameters: no query string is defined for the audio operations.
      if (!PATH_ID_PATTERN.test(id)) return ERRORS.recordingNotFound;
      if (operation === "audio-by-call") {
        const row = store.findCall(projectId, id);
        return row?.audioAvailable ? recordingAnswer(state, row) : ERRORS.recordingNotFound;
      }
      return audioByTask(projectId, id);
    };
    const decorated = (): Reply => {
      const a = plain();
      return f.extraFields && typeof a === "object" && a.status < 300 ? { ...a, body: withExtraFields(a.body) } : a;
    };
    if (f.latencyMs === 0) return decorated();
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

  return {
    async handle(req, res, url, segments) {
      const reply = await answer(req, url, segments);
      if (typeof reply === "string") sendMalformed(res, reply);
      else sendJson(res, reply);
    },
    close() {
      for (const timer of delayed) clearTimeout(timer);
    },
  };
}
