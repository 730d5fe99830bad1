// Calls and settings for the call index's tests (lib/server/call-index, lib/server/insights):
// calls as the service sends them, checked by the contract's schema, and a sync whose
// windows and pages are short, so a few thousand calls make many of them.
import { type CallResult, callResultSchema } from "@/lib/call-results";
import type { IndexConfig } from "@/lib/server/call-index/config";

const DAY = 86_400_000;

/** Short windows and pages: the demo's 3,000 calls take dozens of pages, windows and splits to walk. */
export const SHORT_WINDOWS: IndexConfig = {
  enabled: true,
  days: 100,
  pollMs: 50,
  lookbackMs: DAY,
  lookbackEveryMs: 60_000,
  overlapMs: 60_000,
  giveUpMs: 3_600_000,
  reconcileEveryMs: 3_600_000,
  pruneEveryMs: DAY,
  windowMs: 10 * DAY,
  splitAbove: 150,
  pageSize: 50,
  leaseMs: 15_000,
  retryMs: 50,
};

/**
 * Call number `i` of a series ("call-007"), created (and started, ended, updated) at
 * `createdMs`: of agent-0 to agent-2 in turn, failed every fourth, a voicemail every fifth,
 * i × 10 s long; `fields` give the rest (the agent's name, direction, number, …).
 */
export function seriesCall(i: number, createdMs: number, fields: Partial<CallResult> = {}): CallResult {
  const created = new Date(createdMs).toISOString();
  return callResultSchema.parse({
    callId: `call-${String(i).padStart(3, "0")}`,
    callTaskId: null,
    detailsUrl: `https://example.test/calls/${i}`,
    agentId: `agent-${i % 3}`,
    agentName: null,
    endUserId: null,
    status: i % 4 === 0 ? "failed" : "completed",
    direction: "inbound",
    from: `+1 212 555 ${String(1000 + i)}`,
    to: "+1 800 000 0000",
    startedAt: created,
    endedAt: created,
    durationSeconds: i * 10,
    isVoicemail: i % 5 === 0,
    createdAt: created,
    updatedAt: created,
    resultAvailable: true,
    audioAvailable: true,
    ...fields,
  });
}

/** One call, "call-1" of task-1 by agent-1, in progress since 2026-11-01 10:00 UTC; `fields` change it. */
export function oneCall(fields: Partial<CallResult> = {}): CallResult {
  return callResultSchema.parse({
    callId: "call-1",
    callTaskId: "task-1",
    detailsUrl: "https://example.test/calls/call-1",
    agentId: "agent-1",
    agentName: "Ada",
    endUserId: null,
    status: "in_progress",
    direction: "inbound",
    from: "+14155554567",
    to: "4155550000",
    startedAt: "2026-11-01T10:00:01Z",
    endedAt: null,
    durationSeconds: null,
    isVoicemail: false,
    createdAt: "2026-11-01T10:00:00Z",
    updatedAt: "2026-11-01T10:00:05Z",
    resultAvailable: false,
    audioAvailable: false,
    ...fields,
  });
}
