// Calls under way: they start at run time, move on (preparing → ringing → in_progress →
// completed, or end unanswered) at each tick, and are replaced when they finish, so that
// the live statuses of spec §3 occur with real transitions.
import type Database from "better-sqlite3";
import type { CallRow } from "./call-row";
import { type DbRow, fromDb, INSERT_CALL, toDb } from "./db-schema";
import { callsForProject, newCall, type ProjectPools, poolsFor } from "./generate";
import { PROJECTS } from "./projects";
import { createRandom, type Random } from "./random";

const ACTIVE = "status IN ('preparing','ringing','in_progress')";

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
        const pools = this.pools.get(project.id)!;
        for (let i = stillActive.n; i < perProject; i++) {
          const row = newCall(rng, project, pools, now - rng.int(0, 3000), []);
          row.callId = rng.id("call");
          row.live = true;
          insert.run(toDb(row));
        }
      }
    })();
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
