// SQLite store of the demo service. Generated once per (seed, size) into the data
// folder and reused; only the live calls change after that.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ListQuery } from "@/lib/call-results";
import { PROJECTS, createRandom, fixtureRows, generateHistory, newCall, poolsFor, callsForProject, type CallRow } from "./generate";

// Bump when the schema or the generator changes, so old files are not reused.
const STORE_VERSION = 5;

// Sparse matches, up to this many, are sorted from a covering index (about 0.1 µs each);
// denser or more are read in sort order by walking an index.
const COVERING_SCAN_MAX = 100_000;

const SORT_COLUMNS: Record<ListQuery["sortBy"], string> = {
  createdAt: "created_at",
  startedAt: "started_at",
  endedAt: "ended_at",
  durationSeconds: "duration_seconds",
};

interface DbRow {
  id: number;
  project_id: number;
  call_id: string;
  call_task_id: string | null;
  agent_id: string;
  agent_name: string | null;
  end_user_id: string | null;
  status: CallRow["status"];
  direction: CallRow["direction"];
  from_addr: string;
  to_addr: string;
  started_at: number | null;
  ended_at: number | null;
  duration_seconds: number | null;
  is_voicemail: number;
  created_at: number;
  updated_at: number;
  result_available: number;
  audio_available: number;
  live: number;
}

function fromDb(r: DbRow): CallRow {
  return {
    projectId: r.project_id,
    callId: r.call_id,
    callTaskId: r.call_task_id,
    agentId: r.agent_id,
    agentName: r.agent_name,
    endUserId: r.end_user_id,
    status: r.status,
    direction: r.direction,
    from: r.from_addr,
    to: r.to_addr,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    durationSeconds: r.duration_seconds,
    isVoicemail: r.is_voicemail === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    resultAvailable: r.result_available === 1,
    audioAvailable: r.audio_available === 1,
    live: r.live === 1,
  };
}

function toDb(r: CallRow) {
  return {
    project_id: r.projectId,
    call_id: r.callId,
    call_task_id: r.callTaskId,
    agent_id: r.agentId,
    agent_name: r.agentName,
    end_user_id: r.endUserId,
    status: r.status,
    direction: r.direction,
    from_addr: r.from,
    to_addr: r.to,
    started_at: r.startedAt,
    ended_at: r.endedAt,
    duration_seconds: r.durationSeconds,
    is_voicemail: r.isVoicemail ? 1 : 0,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    result_available: r.resultAvailable ? 1 : 0,
    audio_available: r.audioAvailable ? 1 : 0,
    live: r.live ? 1 : 0,
  };
}

const SCHEMA = `
CREATE TABLE calls (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL,
  call_id TEXT NOT NULL UNIQUE,
  call_task_id TEXT,
  agent_id TEXT NOT NULL,
  agent_name TEXT,
  end_user_id TEXT,
  status TEXT NOT NULL,
  direction TEXT NOT NULL,
  from_addr TEXT NOT NULL,
  to_addr TEXT NOT NULL,
  started_at INTEGER,
  ended_at INTEGER,
  duration_seconds INTEGER,
  is_voicemail INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  result_available INTEGER NOT NULL,
  audio_available INTEGER NOT NULL,
  live INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

// DemoStore.list reads a page in one of three ways, each served by its own indexes:
// - walk a sort column's index in order, filtering on the way (calls_<column>, and
//   calls_status_<column> for one run per status);
// - scan every match of a range through a covering index and sort the keys
//   (calls_created_at, calls_status_created_at, calls_agent);
// - look up an id filter (calls_task, calls_end_user, the call_id key).
// The walking indexes carry id right after the sort column (the tie-breaker, so the
// index order is the page order) and then created_at and agent_id, so that filters on
// them are checked on the index entry without reading the row.
const INDEXES = `
CREATE INDEX calls_created_at ON calls (project_id, created_at, id, status, agent_id, started_at, ended_at, duration_seconds);
CREATE INDEX calls_started_at ON calls (project_id, started_at, id, created_at, agent_id);
CREATE INDEX calls_ended_at ON calls (project_id, ended_at, id, created_at, agent_id);
CREATE INDEX calls_duration_seconds ON calls (project_id, duration_seconds, id, created_at, agent_id);
CREATE INDEX calls_status_created_at ON calls (project_id, status, created_at, id, agent_id, started_at, ended_at, duration_seconds);
CREATE INDEX calls_status_started_at ON calls (project_id, status, started_at, id, created_at, agent_id);
CREATE INDEX calls_status_ended_at ON calls (project_id, status, ended_at, id, created_at, agent_id);
CREATE INDEX calls_status_duration_seconds ON calls (project_id, status, duration_seconds, id, created_at, agent_id);
CREATE INDEX calls_agent ON calls (project_id, agent_id, created_at, id, status, started_at, ended_at, duration_seconds);
CREATE INDEX calls_task ON calls (project_id, call_task_id, created_at);
CREATE INDEX calls_end_user ON calls (project_id, end_user_id, created_at);
CREATE INDEX calls_live ON calls (live) WHERE live = 1;
ANALYZE;
`;

export interface ListResult {
  rows: CallRow[];
  total: number;
}

export interface StoreOptions {
  dataDir: string;
  seed: number;
  calls: number;
  /** Logs progress of a first-time generation. */
  log?: (line: string) => void;
}

export class DemoStore {
  readonly db: Database.Database;
  readonly anchor: number;
  private readonly countCache = new Map<string, number>();
  private liveRandom = createRandom(Date.now() >>> 0);
  // Compiled statements by SQL text: a list request would otherwise compile four or five.
  private readonly statements = new Map<string, Database.Statement>();
  // Agents and numbers of each project, for the calls started at run time.
  private readonly livePools: Map<number, ReturnType<typeof poolsFor>>;
  private readonly historicLags: { startLag: number; endLag: number };

  private constructor(db: Database.Database, seed: number) {
    this.db = db;
    // The same seed gives the same agents as the generated history, so filters match.
    this.livePools = new Map(PROJECTS.map((p) => [p.id, poolsFor(p, seed, callsForProject(p, 100))]));
    const meta = (key: string) => Number((db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string }).value);
    this.anchor = meta("anchor");
    this.historicLags = { startLag: meta("startLag"), endLag: meta("endLag") };
  }

  static open(options: StoreOptions): DemoStore {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, `calls-v${STORE_VERSION}-seed${options.seed}-n${options.calls}.sqlite`);
    if (!fs.existsSync(file)) generateFile(file, options);
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("cache_size = -65536");
    db.pragma("mmap_size = 1073741824");
    return new DemoStore(db, options.seed);
  }

  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      // Filter and sort combinations are finite, but keep the cache bounded anyway.
      if (this.statements.size >= 1000) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  close(): void {
    this.db.close();
  }

  list(projectId: number, q: ListQuery): ListResult {
    const params: Record<string, unknown> = { projectId };
    const filters: string[] = ["project_id = @projectId"];
    const add = (sql: string, name: string, value: unknown) => {
      filters.push(sql);
      params[name] = value;
    };
    if (q.callId !== undefined) add("call_id = @callId", "callId", q.callId);
    if (q.callTaskId !== undefined) add("call_task_id = @callTaskId", "callTaskId", q.callTaskId);
    if (q.endUserId !== undefined) add("end_user_id = @endUserId", "endUserId", q.endUserId);
    if (q.agentId !== undefined) add("agent_id = @agentId", "agentId", q.agentId);
    if (q.createdFrom !== undefined) add("created_at >= @from", "from", isoToMillis(q.createdFrom));
    if (q.createdTo !== undefined) add("created_at <= @to", "to", isoToMillis(q.createdTo));
    q.status?.forEach((status, i) => {
      params[`s${i}`] = status;
    });
    const statusSql = q.status ? `status IN (${q.status.map((_, i) => `@s${i}`).join(", ")})` : undefined;
    const whereSql = [...filters, ...(statusSql ? [statusSql] : [])].join(" AND ");

    const total = this.count(whereSql, params);
    const offset = (q.page - 1) * q.pageSize;
    if (offset >= total) return { rows: [], total };

    const column = SORT_COLUMNS[q.sortBy];
    const dir = q.sortOrder === "asc" ? "ASC" : "DESC";
    // id breaks ties, so paging is stable when many rows share a sort value (or null).
    const order = `${column} ${dir}, id ${dir}`;
    const page = { ...params, limit: q.pageSize, offset, depth: offset + q.pageSize };
    let sql: string;

    // SQLite's planner cannot know how selective a filter is, and statuses and times
    // correlate with the sort columns (failed calls are short, old calls ended early),
    // so the plan is chosen here, from the exact count of matches.
    if (q.callId ?? q.callTaskId ?? q.endUserId) {
      // An id filter matches a handful of calls: fetch them and sort.
      sql = `SELECT * FROM calls WHERE ${whereSql} ORDER BY +${column} ${dir}, +id ${dir} LIMIT @limit OFFSET @offset`;
    } else if (
      column !== "created_at" &&
      (total <= 20_000 || (total <= COVERING_SCAN_MAX && total * 10 < this.count("project_id = @projectId", { projectId })))
    ) {
      // Sparse matches (under a tenth of the project): walking would skip too many.
      // Scan the matches' index entries, sort their keys, then read just the page's rows.
      const index = q.agentId ? "calls_agent" : q.status ? "calls_status_created_at" : "calls_created_at";
      sql = `SELECT calls.* FROM (SELECT id FROM calls INDEXED BY ${index} WHERE ${whereSql}
               ORDER BY +${column} ${dir}, +id ${dir} LIMIT @limit OFFSET @offset) AS hit
             JOIN calls ON calls.id = hit.id ORDER BY ${order}`;
    } else {
      // Sorting by creation time, or many matches: walk the sort column's index in order
      // (a creation range is then a seek). A call starts and ends after
      // it is created, so a creation range also bounds those columns, and SQLite can seek.
      const walkFilters = [...filters];
      if (q.createdFrom !== undefined && (column === "started_at" || column === "ended_at")) walkFilters.push(`${column} >= @from`);
      if (q.createdTo !== undefined && column === "started_at") walkFilters.push(`started_at <= @to + @startLag`);
      if (q.createdTo !== undefined && column === "ended_at") walkFilters.push(`ended_at <= @to + @endLag`);
      Object.assign(page, this.lags());
      if (column === "created_at" && q.agentId) {
        // Within one agent, calls_agent is in creation order.
        sql = `SELECT * FROM calls INDEXED BY calls_agent WHERE ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`;
      } else if (q.status) {
        // Each status is one ordered run of calls_status_<column>: take the first
        // offset+limit rows of every run, then merge them.
        const runs = q.status.map(
          (_, i) =>
            `SELECT * FROM (SELECT * FROM calls INDEXED BY calls_status_${column}
               WHERE ${[...walkFilters, `status = @s${i}`].join(" AND ")} ORDER BY ${order} LIMIT @depth)`,
        );
        sql = `SELECT * FROM (${runs.join(" UNION ALL ")}) ORDER BY ${order} LIMIT @limit OFFSET @offset`;
      } else {
        sql = `SELECT * FROM calls INDEXED BY calls_${column} WHERE ${walkFilters.join(" AND ")} ORDER BY ${order} LIMIT @limit OFFSET @offset`;
      }
    }
    const rows = this.stmt(sql).all(page) as DbRow[];
    return { rows: rows.map(fromDb), total };
  }

  // The longest time from creation to start and to end of any call, for the bounds above.
  private lags(): { startLag: number; endLag: number } {
    const r = this.stmt(
      "SELECT coalesce(max(started_at - created_at), 0) AS startLag, coalesce(max(ended_at - created_at), 0) AS endLag FROM calls INDEXED BY calls_live WHERE live = 1",
    ).get() as { startLag: number; endLag: number };
    return { startLag: Math.max(r.startLag, this.historicLags.startLag), endLag: Math.max(r.endLag, this.historicLags.endLag) };
  }

  // Generated history never changes, so its counts are cached per filter; rows created
  // at run time (live = 1) are few and counted fresh each time.
  private count(whereSql: string, params: Record<string, unknown>): number {
    const key = `${whereSql}|${JSON.stringify(params)}`;
    const live = (this.stmt(`SELECT count(*) AS n FROM calls INDEXED BY calls_live WHERE live = 1 AND ${whereSql}`).get(params) as { n: number }).n;
    let historic = this.countCache.get(key);
    if (historic === undefined) {
      const all = (this.stmt(`SELECT count(*) AS n FROM calls WHERE ${whereSql}`).get(params) as { n: number }).n;
      historic = all - live;
      if (this.countCache.size > 5000) this.countCache.clear();
      this.countCache.set(key, historic);
    }
    return historic + live;
  }

  findCall(projectId: number, callId: string): CallRow | undefined {
    const r = this.stmt("SELECT * FROM calls WHERE call_id = ? AND project_id = ?").get(callId, projectId) as DbRow | undefined;
    return r && fromDb(r);
  }

  /** For signed recording links, which carry no API key and so no project. */
  findCallAnyProject(callId: string): CallRow | undefined {
    const r = this.stmt("SELECT * FROM calls WHERE call_id = ?").get(callId) as DbRow | undefined;
    return r && fromDb(r);
  }

  /** All calls of a task, newest first. */
  callsOfTask(projectId: number, callTaskId: string): CallRow[] {
    const rows = this.stmt("SELECT * FROM calls WHERE project_id = ? AND call_task_id = ? ORDER BY created_at DESC, id DESC").all(
      projectId,
      callTaskId,
    ) as DbRow[];
    return rows.map(fromDb);
  }

  /**
   * Moves live calls on (preparing → ringing → in_progress → completed) and starts new
   * ones so that `perProject` calls are always under way.
   */
  tickLive(perProject: number, now = Date.now()): void {
    const rng = this.liveRandom;
    const update = this.stmt(
      `UPDATE calls SET status = @status, started_at = @started_at, ended_at = @ended_at,
        duration_seconds = @duration_seconds, updated_at = @updated_at,
        result_available = @result_available, audio_available = @audio_available,
        is_voicemail = @is_voicemail WHERE call_id = @call_id`,
    );
    const insert = this.stmt(
      `INSERT INTO calls (${Object.keys(toDb(sampleRow())).join(", ")})
       VALUES (${Object.keys(toDb(sampleRow()))
         .map((k) => `@${k}`)
         .join(", ")})`,
    );
    this.db.transaction(() => {
      const active = (
        this.stmt(
          "SELECT * FROM calls INDEXED BY calls_live WHERE live = 1 AND ended_at IS NULL AND status IN ('preparing','ringing','in_progress')",
        ).all() as DbRow[]
      ).map(fromDb);
      for (const call of active) {
        const next = advance(rng, call, now);
        if (next) update.run(toDb(next));
      }
      for (const project of PROJECTS) {
        const stillActive = this.stmt(
          "SELECT count(*) AS n FROM calls INDEXED BY calls_live WHERE live = 1 AND project_id = ? AND ended_at IS NULL AND status IN ('preparing','ringing','in_progress')",
        ).get(project.id) as { n: number };
        const pools = this.livePools.get(project.id)!;
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
  endAbandonedLiveCalls(now = Date.now()): void {
    this.stmt(
      `UPDATE calls SET status = 'failed', updated_at = @now, result_available = 1,
           ended_at = CASE WHEN started_at IS NULL THEN NULL ELSE @now END,
           duration_seconds = CASE WHEN started_at IS NULL THEN NULL ELSE 0 END
         WHERE live = 1 AND status IN ('preparing','ringing','in_progress')`,
    ).run({ now });
  }
}

function advance(rng: ReturnType<typeof createRandom>, call: CallRow, now: number): CallRow | undefined {
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

function sampleRow(): CallRow {
  return {
    projectId: 0,
    callId: "",
    callTaskId: null,
    agentId: "",
    agentName: null,
    endUserId: null,
    status: "preparing",
    direction: "inbound",
    from: "",
    to: "",
    startedAt: null,
    endedAt: null,
    durationSeconds: null,
    isVoicemail: false,
    createdAt: 0,
    updatedAt: 0,
    resultAvailable: false,
    audioAvailable: false,
    live: false,
  };
}

/** Date-times without an offset are read as UTC, the demo service's own time zone. */
export function isoToMillis(value: string): number {
  const hasZone = /(Z|[+-]\d{2}(:?\d{2})?)$/i.test(value);
  return Date.parse(hasZone ? value : `${value}Z`);
}

function generateFile(file: string, options: StoreOptions): void {
  const started = Date.now();
  const tmp = `${file}.tmp-${process.pid}`;
  fs.rmSync(tmp, { force: true });
  const db = new Database(tmp);
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.exec(SCHEMA);
  const anchor = Date.now();
  db.prepare("INSERT INTO meta (key, value) VALUES ('anchor', ?), ('seed', ?), ('calls', ?)").run(String(anchor), String(options.seed), String(options.calls));
  const cols = Object.keys(toDb(sampleRow()));
  const insert = db.prepare(`INSERT INTO calls (${cols.join(", ")}) VALUES (${cols.map((c) => `@${c}`).join(", ")})`);
  const insertMany = db.transaction((rows: CallRow[]) => {
    for (const row of rows) insert.run(toDb(row));
  });
  for (const project of PROJECTS) {
    let batch: CallRow[] = [];
    for (const row of generateHistory(project, options.seed, options.calls, anchor)) {
      batch.push(row);
      if (batch.length === 10_000) {
        insertMany(batch);
        batch = [];
      }
    }
    const pools = poolsFor(project, options.seed, callsForProject(project, options.calls));
    if (project.id === 1) batch.push(...fixtureRows(project, pools, anchor));
    insertMany(batch);
  }
  options.log?.(`demo-service: inserted rows in ${Date.now() - started} ms, building indexes…`);
  db.exec(INDEXES);
  const lags = db
    .prepare("SELECT coalesce(max(started_at - created_at), 0) AS startLag, coalesce(max(ended_at - created_at), 0) AS endLag FROM calls")
    .get() as { startLag: number; endLag: number };
  db.prepare("INSERT INTO meta (key, value) VALUES ('startLag', ?), ('endLag', ?)").run(String(lags.startLag), String(lags.endLag));
  db.close();
  fs.renameSync(tmp, file);
  options.log?.(`demo-service: generated ${path.basename(file)} in ${Date.now() - started} ms`);
}
