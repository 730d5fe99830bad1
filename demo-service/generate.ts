// Deterministic generator of realistic call results. The same seed and size give the
// same calls, so test expectations and benchmarks are reproducible.
import type { CallDirection, CallStatus } from "@/lib/call-results";
import type { CallRow } from "./call-row";
import type { Project } from "./projects";
import { createRandom, type Random } from "./random";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 90;

export function callsForProject(project: Project, totalCalls: number): number {
  return Math.max(100, Math.round(totalCalls * project.share));
}

/** A country code and ten digits, the first not 0 or 1. */
function phone(rng: Random, countryCode: string): string {
  let out = countryCode + String(rng.int(2, 9));
  for (let i = 1; i < 10; i++) out += String(rng.int(0, 9));
  return out;
}

function weightedStatus(rng: Random, direction: CallDirection): Exclude<CallStatus, "preparing" | "ringing" | "in_progress"> {
  const r = rng.next();
  if (direction === "outbound") {
    if (r < 0.58) return "completed";
    if (r < 0.8) return "no_answer";
    if (r < 0.91) return "unreachable";
    return "failed";
  }
  if (direction === "inbound") {
    if (r < 0.88) return "completed";
    if (r < 0.95) return "no_answer";
    return "failed";
  }
  return r < 0.86 ? "completed" : "failed";
}

// Lognormal talk time around 2.5 min, with a thin tail of calls over two hours.
function talkSeconds(rng: Random): number {
  if (rng.chance(0.003)) return rng.int(7200, 9000);
  const s = Math.round(Math.exp(Math.log(150) + 0.9 * rng.normal()));
  return Math.min(7199, Math.max(1, s));
}

// Business hours are busier than nights; weekends are quieter. A candidate time is judged by
// its hour counted back from the anchor's whole hour, not from the anchor itself: two services
// started within the same clock hour with one seed then accept the same candidates, and so
// generate the same calls. (Judged from the anchor itself, a service started a few seconds
// later judged a candidate that fell within those seconds of an hour's start by the other hour,
// and from there on drew different calls: demo-service/list.test.ts's determinism failed.)
function createdAtFor(rng: Random, anchor: number): number {
  const hourStart = Math.floor(anchor / HOUR_MS) * HOUR_MS;
  for (;;) {
    const ago = 10 * 60_000 + rng.next() * HISTORY_DAYS * DAY_MS;
    const d = new Date(hourStart - ago);
    const hour = d.getUTCHours();
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const weight = (hour >= 8 && hour < 20 ? 1 : 0.15) * (weekend ? 0.4 : 1);
    if (rng.next() < weight) return Math.floor(anchor - ago);
  }
}

export interface ProjectPools {
  agentIds: string[];
  companyNumbers: string[];
  endUsers: string[];
}

export function poolsFor(project: Project, seed: number, calls: number): ProjectPools {
  const rng = createRandom(seed * 7919 + project.id);
  return {
    agentIds: project.agents.map(() => rng.id("agent")),
    companyNumbers: Array.from({ length: 4 }, () => phone(rng, project.countryCode)),
    endUsers: Array.from({ length: Math.max(20, Math.floor(calls / 3)) }, () => rng.id("eu")),
  };
}

/** Fills in the time-dependent fields of a finished (historic) call. */
function finishCall(rng: Random, row: CallRow, status: CallRow["status"]): void {
  row.status = status;
  const prep = row.direction === "outbound" ? rng.int(2, 30) * 1000 : rng.int(0, 2000);
  const failedBeforeStart = status === "failed" && rng.chance(0.5);
  if (failedBeforeStart) {
    row.startedAt = null;
    row.endedAt = null;
    row.durationSeconds = null;
    row.updatedAt = row.createdAt + prep + rng.int(1, 20) * 1000;
    row.resultAvailable = rng.chance(0.9);
    row.audioAvailable = false;
    return;
  }
  const startedAt = row.createdAt + prep;
  const ring = row.direction === "outbound" ? rng.int(4, 25) * 1000 : rng.int(0, 4) * 1000;
  let duration = 0;
  let endedAt = startedAt + ring;
  if (status === "completed") {
    duration = row.isVoicemail ? rng.int(8, 60) : talkSeconds(rng);
    endedAt += duration * 1000;
  } else if (status === "no_answer") {
    endedAt = startedAt + rng.int(20, 45) * 1000;
  } else if (status === "unreachable") {
    endedAt = startedAt + rng.int(0, 3) * 1000;
  } else if (status === "failed") {
    duration = rng.int(0, 20);
    endedAt += duration * 1000;
  }
  row.startedAt = startedAt;
  row.endedAt = endedAt;
  row.durationSeconds = duration;
  row.updatedAt = endedAt + rng.int(2, 90) * 1000;
  row.resultAvailable = rng.chance(0.97);
  row.audioAvailable = duration > 0 && (status === "completed" ? rng.chance(0.94) : rng.chance(0.5));
}

/** A call with identity fields set and no outcome yet (status preparing). */
export function newCall(rng: Random, project: Project, pools: ProjectPools, createdAt: number, recentTasks: string[]): CallRow {
  const r = rng.next();
  const direction: CallDirection = r < 0.6 ? "outbound" : r < 0.9 ? "inbound" : "web";
  const agentIndex = rng.int(0, pools.agentIds.length - 1);
  let agentName = project.agents[agentIndex] ?? null;
  if (agentName !== null && rng.chance(0.01)) agentName = null;

  let callTaskId: string | null = null;
  if ((direction === "outbound" && rng.chance(0.82)) || (direction === "inbound" && rng.chance(0.04))) {
    // A third of task calls are retries of a recent task.
    if (recentTasks.length > 0 && rng.chance(0.33)) callTaskId = rng.pick(recentTasks);
    else {
      callTaskId = rng.id("task");
      recentTasks.push(callTaskId);
      if (recentTasks.length > 64) recentTasks.shift();
    }
  }
  const linkChance = direction === "web" ? 0.4 : callTaskId ? 0.96 : 0.75;
  const endUserId = rng.chance(linkChance) ? rng.pick(pools.endUsers) : null;
  const company = rng.pick(pools.companyNumbers);
  const customer = phone(rng, rng.chance(0.9) ? project.countryCode : rng.pick(["+49", "+33", "+81", "+61"]));
  let from = customer;
  let to = company;
  if (direction === "outbound") [from, to] = [company, customer];
  if (direction === "web") {
    from = `web:${rng.id("session")}`;
    to = `web:${project.slug}-help-widget`;
  }
  return {
    projectId: project.id,
    callId: rng.id("call"),
    callTaskId,
    agentId: pools.agentIds[agentIndex]!,
    agentName,
    endUserId,
    status: "preparing",
    direction,
    from,
    to,
    startedAt: null,
    endedAt: null,
    durationSeconds: null,
    isVoicemail: false,
    createdAt,
    updatedAt: createdAt,
    resultAvailable: false,
    audioAvailable: false,
    live: false,
  };
}

/** Yields a project's historic calls in creation order. */
export function* generateHistory(project: Project, seed: number, total: number, anchor: number): Generator<CallRow> {
  const calls = callsForProject(project, total);
  const rng = createRandom(seed * 31 + project.id);
  const pools = poolsFor(project, seed, calls);
  const createdAts = new Float64Array(calls);
  for (let i = 0; i < calls; i++) createdAts[i] = createdAtFor(rng, anchor);
  createdAts.sort();
  const recentTasks: string[] = [];
  for (let i = 0; i < calls; i++) {
    const row = newCall(rng, project, pools, createdAts[i]!, recentTasks);
    const status = weightedStatus(rng, row.direction);
    row.isVoicemail = row.direction === "outbound" && status === "completed" && rng.chance(0.12);
    finishCall(rng, row, status);
    yield row;
  }
}
