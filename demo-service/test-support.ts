// Helpers for the demo service's own tests: start a service in-process on a free port
// with a fresh data folder, talk to it over real HTTP, and stop it again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CallResult, ListResponse, SortBy } from "@/lib/call-results";
import { DEMO_PATHS, demoClient, keyHeader, type ListParams, listPath } from "./client";
import { DEFAULT_DEMO_API_KEY, loadDemoConfig } from "./config";
import type { Faults } from "./faults";
import { startDemoService } from "./server";

export { DEFAULT_DEMO_API_KEY, ORPHAN_API_KEY, SECOND_PROJECT_API_KEY } from "./config";
export { FIXTURES } from "./fixtures";

// The client's paths under the names the tests have always used.
export const audioByCallPath = DEMO_PATHS.audioByCall;
export const audioByTaskPath = DEMO_PATHS.audioByTask;
export const listUrl = listPath;
export type Params = ListParams;
export type SortField = SortBy;

export interface TestService {
  url: string;
  dataDir: string;
  /** Lines the service logged (generation progress, internal errors). */
  log: string[];
  stop(): Promise<void>;
}

/**
 * Starts a demo service on 127.0.0.1 port 0 with a fresh temporary data folder.
 * Defaults suit tests: 3000 calls, no live calls, no pending delay, a rate limit too
 * high to get in the way. `env` overrides any DEMO_* variable.
 */
export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-service-test-"));
  const config = loadDemoConfig({
    DEMO_SERVICE_PORT: "0",
    DEMO_SERVICE_HOST: "127.0.0.1",
    DEMO_DATA_DIR: dataDir,
    DEMO_CALLS: "3000",
    DEMO_LIVE_CALLS: "0",
    DEMO_PENDING_SECONDS: "0",
    DEMO_RATE_LIMIT_BURST: "1000000",
    DEMO_RATE_LIMIT_PER_SECOND: "1000000",
    ...env,
  });
  const log: string[] = [];
  let service: Awaited<ReturnType<typeof startDemoService>>;
  try {
    service = await startDemoService(config, (line) => log.push(line));
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: service.url,
    dataDir,
    log,
    async stop() {
      if (stopped) return;
      stopped = true;
      await service.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; throws when it is not JSON. */
  json(): unknown;
  ms: number;
}

export interface CallOptions {
  /** API key; null sends no x-api-key header at all. */
  key?: string | null;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
}

/** One HTTP request to the service (path relative to its base URL, or an absolute URL). */
export async function call(svc: { url: string }, pathOrUrl: string, options: CallOptions = {}): Promise<Reply> {
  const key = options.key === undefined ? DEFAULT_DEMO_API_KEY : options.key;
  const headers = { ...options.headers, ...(key === null ? {} : keyHeader(key)) };
  const started = performance.now();
  const res = await fetch(pathOrUrl.startsWith("http") ? pathOrUrl : demoClient(svc.url).url(pathOrUrl), {
    method: options.method ?? "GET",
    headers,
    body: options.body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as unknown, ms };
}

/** The list operation; fails unless it answers 200 with a body that passes the contract. */
export function list(svc: { url: string }, params: Params = {}, key: string = DEFAULT_DEMO_API_KEY): Promise<ListResponse> {
  return demoClient(svc.url).list(params, key);
}

/** Every matching row, read page by page with pageSize 500. */
export async function listAll(svc: { url: string }, params: Params = {}, key: string = DEFAULT_DEMO_API_KEY): Promise<{ rows: CallResult[]; total: number }> {
  const rows: CallResult[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const body = await list(svc, { ...params, page, pageSize: 500 }, key);
    total = body.pagination.total;
    rows.push(...body.data);
    if (page >= body.pagination.totalPages) break;
  }
  return { rows, total };
}

export function setFaults(svc: { url: string }, faults: Partial<Faults>): Promise<void> {
  return demoClient(svc.url).setFaults(faults);
}

export function clearFaults(svc: { url: string }): Promise<void> {
  return demoClient(svc.url).clearFaults();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

/** The row's sort value as a number (milliseconds for date-times), or null. */
export function sortValue(row: CallResult, field: SortField): number | null {
  const v = row[field];
  if (v === null) return null;
  return typeof v === "number" ? v : Date.parse(v);
}

/**
 * Index of the first row that breaks the order (nulls count as the smallest value:
 * first in asc, last in desc), or -1 when the rows are in order.
 */
export function firstOutOfOrder(rows: CallResult[], field: SortField, order: "asc" | "desc"): number {
  for (let i = 1; i < rows.length; i++) {
    const a = sortValue(rows[i - 1]!, field);
    const b = sortValue(rows[i]!, field);
    const ok = order === "asc" ? a === null || (b !== null && a <= b) : b === null || (a !== null && a >= b);
    if (!ok) return i;
  }
  return -1;
}
