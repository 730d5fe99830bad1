// Calls under way: they start at run time, move on (preparing → ringing → in_progress →
// completed, or end unanswered) at each tick, and are replaced when they finish, so that
// the live statuses of spec §3 occur with real transitions.
import type Database from "better-sqlite3";
import { type CallStatus, LIVE_STATUSES } from "@/lib/call-results/constants";
import type { CallRow } from "./call-row";
import { type DbRow, fromDb, INSERT_CALL, toDb } from "./db-schema";
import { callsForProject, newCall, type ProjectPools, poolsFor } from "./generate";
import { PROJECTS, type Project } from "./projects";
import { createRandom, type Random } from "./random";

const ACTIVE = `status IN (${LIVE_STATUSES.map((s) => `'${s}'`).join(",")})`;

export class LiveCalls {
  private readonly random = createRandom(Date.now() >>> 0);
  // Agents and numbers of each project, for the calls started at run time.
  private readonly pools: Map<number, ProjectPools>;

  constructor(
    private readonly db: Database.Database,
    private readonly stmt: (sql: string) => Database.Statement,
    seed: number,
  ) {
    // The same seed gives the same agents as the generated history, so filters match.
    this.pools = new Map(PROJECTS.map((p) => [p.id, poolsFor(p, seed, callsForProject(p, 100))]));
  }

  /** Moves live calls on and starts new ones so that `perProject` calls are always under way. */
  tick(perProject: number, now = Date.now()): void {
    const rng = this.random;
    const update = this.stmt(
      `UPDATE calls SET status = @status, startedAt = @startedAt, endedAt = @endedAt,
        durationSeconds = @durationSeconds, updatedAt = @updatedAt,
        resultAvailable = @resultAvailable, audioAvailable = @audioAvailable,
        isVoicemail = @isVoicemail WHERE callId = @callId`,
    );
    const insert = this.stmt(INSERT_CALL);
    this.db.transaction(() => {
      const active = (this.stmt(`SELECT * FROM calls INDEXED BY calls_live WHERE live = 1 AND endedAt IS NULL AND ${ACTIVE}`).all() as DbRow[]).map(fromDb);
      for (const call of active) {
        const next = advance(rng, call, now);
        if (next) update.run(toDb(next));
      }
      for (const project of PROJECTS) {
        const stillActive = this.stmt(
          `SELECT count(*) AS n FROM calls INDEXED BY calls_live WHERE live = 1 AND projectId = ? AND endedAt IS NULL AND ${ACTIVE}`,
        ).get(project.id) as { n: number };
        for (let i = stillActive.n; i < perProject; i++) insert.run(toDb(this.newLiveCall(project, now - rng.int(0, 3000))));
      }
    })();
  }

  /**
   * Starts `count` new calls in each project now (the demo's new-call rate, and tests that
   * need calls to arrive). They begin as preparing and move on with the ticks.
   */
  start(count: number, now = Date.now(), numbers: { from?: string; to?: string } = {}): CallRow[] {
    const insert = this.stmt(INSERT_CALL);
    const rows: CallRow[] = [];
    this.db.transaction(() => {
      for (const project of PROJECTS) {
        for (let i = 0; i < count; i++) {
          // A millisecond apart, so the newest-first order of the started calls is their order here.
          const row = { ...this.newLiveCall(project, now + i), ...numbers };
          insert.run(toDb(row));
          rows.push(row);
        }
      }
    })();
    return rows;
  }

  /**
   * Moves one live call on to `to` at once (tests and demos: a status change on demand,
   * whatever the tick's dice say). Only forward along preparing → ringing → in_progress →
   * an end; the error says why a move is refused.
   */
  moveTo(callId: string, to: CallStatus, now = Date.now()): CallRow | string {
    const row = this.stmt("SELECT * FROM calls WHERE callId = ? AND live = 1").get(callId) as DbRow | undefined;
    if (!row) return `no call started at run time has the id ${JSON.stringify(callId)}`;
    const call = fromDb(row);
    const from = LIVE_PATH.indexOf(call.status);
    if (from < 0) return `the call has ended already (${call.status})`;
    const target = LIVE_PATH.indexOf(to);
    const ending = !LIVE_PATH.includes(to);
    if (!ending && target <= from) return `a call moves only forward, and ${to} does not come after ${call.status}`;
    if (ending && call.status === "preparing" && (to === "completed" || to === "no_answer")) return `a preparing call can end only as unreachable or failed`;
    if (ending && to === "completed" && call.status !== "in_progress") return `only a call in progress can complete`;
    const next = moved(call, to, now);
    this.stmt(
      `UPDATE calls SET status = @status, startedAt = @startedAt, endedAt = @endedAt,
        durationSeconds = @durationSeconds, updatedAt = @updatedAt,
        resultAvailable = @resultAvailable, audioAvailable = @audioAvailable,
        isVoicemail = @isVoicemail WHERE callId = @callId`,
    ).run(toDb(next));
    return next;
  }

  private newLiveCall(project: Project, createdAt: number): CallRow {
    const row = newCall(this.random, project, this.pools.get(project.id)!, createdAt, []);
    row.callId = this.random.id("call");
    row.live = true;
    return row;
  }

  /**
   * Live calls left over from an earlier run end as failed, at this start: nothing moved
   * them on. One that had started ends now with no talk time.
   */
  endAbandoned(now = Date.now()): void {
    this.stmt(
      `UPDATE calls SET status = 'failed', updatedAt = @now, resultAvailable = 1,
           endedAt = CASE WHEN startedAt IS NULL THEN NULL ELSE @now END,
           durationSeconds = CASE WHEN startedAt IS NULL THEN NULL ELSE 0 END
         WHERE live = 1 AND ${ACTIVE}`,
    ).run({ now });
  }
}

// The way a live call goes, before it ends: the live statuses, in their order.
const LIVE_PATH: readonly CallStatus[] = LIVE_STATUSES;

/** The call as it is once it has reached `to`, with the fields the spec ties to that status. */
function moved(call: CallRow, to: CallStatus, now: number): CallRow {
  const next: CallRow = { ...call, status: to, updatedAt: now };
  if (to !== "preparing" && next.startedAt === null && to !== "unreachable" && to !== "failed") next.startedAt = now;
  if (!LIVE_PATH.includes(to)) {
    next.endedAt = next.startedAt === null ? null : now;
    next.durationSeconds = next.startedAt === null ? null : to === "completed" ? Math.max(1, Math.round((now - next.startedAt) / 1000)) : 0;
    next.resultAvailable = true;
    next.audioAvailable = to === "completed";
  }
  return next;
}

function advance(rng: Random, call: CallRow, now: number): CallRow | undefined {
  const next = { ...call, updatedAt: now };
  if (call.status === "preparing") {
    if (!rng.chance(0.7)) return undefined;
    next.status = "ringing";
    next.startedAt = now;
    return next;
  }
  if (call.status === "ringing") {
    const r = rng.next();
    if (r < 0.55) next.status = "in_progress";
    else if (r < 0.7) {
      next.status = "no_answer";
      next.endedAt = now;
      next.durationSeconds = 0;
      next.resultAvailable = true;
    } else return undefined;
    return next;
  }
  if (call.status === "in_progress") {
    if (!rng.chance(0.35)) return undefined;
    next.status = "completed";
    next.endedAt = now;
    next.durationSeconds = Math.max(1, Math.round((now - (call.startedAt ?? now)) / 1000));
    next.resultAvailable = true;
    next.audioAvailable = true;
    return next;
  }
  return undefined;
}
