// How callers outside the demo service (its tests, the e2e support, the bench) address
// it: the paths of the operations and of the demo switches, the key header, and the few
// calls they make, so none of them builds a URL or a header of its own.
import { type CallStatus, type ListResponse, listResponseSchema } from "@/lib/call-results";
import { API_KEY_HEADER, API_PATHS } from "@/lib/call-results/constants";
import { DEFAULT_DEMO_API_KEY } from "./config";
import type { Faults } from "./faults";
import type { RequestLogEntry } from "./request-log";

/** The service's paths (the spec's operations, §4, and the demo's own). */
export const DEMO_PATHS = {
  list: API_PATHS.list,
  audioByCall: API_PATHS.recordingByCall,
  audioByTask: API_PATHS.recordingByTask,
  health: "/healthz",
  faults: "/__demo/faults",
  pending: "/__demo/pending",
  requests: "/__demo/requests",
  live: "/__demo/live",
  liveStart: "/__demo/live/start",
  liveMove: "/__demo/live/move",
  callRecording: "/__demo/calls/recording",
  callDelete: "/__demo/calls/delete",
} as const;

export type ListParams = Record<string, string | number>;

/** The list operation's path with these query parameters. */
export function listPath(params: ListParams = {}): string {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${DEMO_PATHS.list}?${qs}` : DEMO_PATHS.list;
}

export function keyHeader(key: string): Record<string, string> {
  return { [API_KEY_HEADER]: key };
}

export interface DemoClient {
  /** The absolute URL of a path of the service. */
  url(path: string): string;
  /** The key header of the client's key, for requests made by other means. */
  readonly headers: Readonly<Record<string, string>>;
  /** The list operation; throws unless it answers 200 JSON that passes the contract. */
  list(params?: ListParams, key?: string): Promise<ListResponse>;
  /** Replaces the fault switches (PUT /__demo/faults). */
  setFaults(faults: Partial<Faults>): Promise<void>;
  clearFaults(): Promise<void>;
  /** The requests the service has received, newest last (GET /__demo/requests). */
  requests(): Promise<RequestLogEntry[]>;
  clearRequests(): Promise<void>;
  /** Makes the slow call tasks pending again from their next ask. */
  resetPending(): Promise<void>;
  /** New calls start at this rate in each project (PUT /__demo/live); 0 turns it off. */
  setNewCallRate(perMinute: number): Promise<void>;
  /** Starts `count` new calls in each project now (with these numbers, when given); their ids, newest last. */
  startCalls(count?: number, numbers?: { from?: string; to?: string }): Promise<{ callId: string; projectId: number }[]>;
  /** Moves one live call on to `status` now. */
  moveCall(callId: string, status: CallStatus): Promise<void>;
  /** An ended call's recording becomes available (or not) now: a recording that comes late. */
  setRecording(callId: string, available: boolean): Promise<void>;
  /** The call is gone from the service, as if deleted there. */
  deleteCall(callId: string): Promise<void>;
}

/**
 * fetch, tried once more when the service closed a kept-alive connection as the request went
 * out (undici's "other side closed"): it had not read the request. A caller whose event loop
 * lags (a bench's long queries) reuses a socket past the service's keep-alive timeout; one
 * bench run of 250,000 calls died of it.
 */
async function fetchOnceMore(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(input, init);
  }
}

/** A client of the demo service at `baseUrl`; `key` is the default for the list. */
export function demoClient(baseUrl: string, key: string = DEFAULT_DEMO_API_KEY): DemoClient {
  const url = (path: string) => `${baseUrl}${path}`;
  const send = async (method: string, path: string, body?: unknown): Promise<Response> => {
    const res = await fetchOnceMore(url(path), { method, body: body === undefined ? undefined : JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  return {
    url,
    headers: keyHeader(key),
    async list(params = {}, listKey = key) {
      const path = listPath(params);
      const res = await fetchOnceMore(url(path), { headers: keyHeader(listKey) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 500)}`);
      const type = res.headers.get("content-type");
      if (!/^application\/json/.test(type ?? "")) throw new Error(`GET ${path} answered content-type ${type}`);
      return listResponseSchema.parse(JSON.parse(text));
    },
    async setFaults(faults) {
      await send("PUT", DEMO_PATHS.faults, faults);
    },
    async clearFaults() {
      await send("DELETE", DEMO_PATHS.faults);
    },
    async requests() {
      return ((await (await send("GET", DEMO_PATHS.requests)).json()) as { requests: RequestLogEntry[] }).requests;
    },
    async clearRequests() {
      await send("DELETE", DEMO_PATHS.requests);
    },
    async resetPending() {
      await send("DELETE", DEMO_PATHS.pending);
    },
    async setNewCallRate(perMinute) {
      await send("PUT", DEMO_PATHS.live, { newCallsPerMinute: perMinute });
    },
    async startCalls(count = 1, numbers = {}) {
      return ((await (await send("POST", DEMO_PATHS.liveStart, { count, ...numbers })).json()) as { calls: { callId: string; projectId: number }[] }).calls;
    },
    async moveCall(callId, status) {
      await send("POST", DEMO_PATHS.liveMove, { callId, status });
    },
    async setRecording(callId, available) {
      await send("POST", DEMO_PATHS.callRecording, { callId, available });
    },
    async deleteCall(callId) {
      await send("POST", DEMO_PATHS.callDelete, { callId });
    },
  };
}
