// SQLite store of the demo service: opens the generated file and answers the service's
// reads. Only the live calls change after generation.
import Database from "better-sqlite3";
import type { ListQuery } from "@/lib/call-results";
import type { CallRow } from "./call-row";
import { type DbRow, fromDb } from "./db-schema";
import { listWhere, planPage } from "./list-planner";
import { LiveCalls } from "./live-calls";
import { type StoreFileOptions, storeFile } from "./store-file";

export interface ListResult {
  rows: CallRow[];
  total: number;
}

export class DemoStore {
  readonly live: LiveCalls;
  private readonly countCache = new Map<string, number>();
  // Compiled statements by SQL text: a list request would otherwise compile four or five.
  private readonly statements = new Map<string, Database.Statement>();
  private readonly historicLags: { startLag: number; endLag: number };

  private constructor(
    private readonly db: Database.Database,
    seed: number,
  ) {
    this.live = new LiveCalls(db, (sql) => this.stmt(sql), seed);
    const meta = (key: string) => Number((db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string }).value);
    this.historicLags = { startLag: meta("startLag"), endLag: meta("endLag") };
  }

  static open(options: StoreFileOptions): DemoStore {
    const db = new Database(storeFile(options));
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
    const where = listWhere(projectId, q);
    const total = this.count(where.sql, where.params);
    if ((q.page - 1) * q.pageSize >= total) return { rows: [], total };
    const page = planPage(q, where, {
      total,
      projectTotal: () => this.count("projectId = @projectId", { projectId }),
      lags: () => this.lags(),
    });
    const rows = this.stmt(page.sql).all(page.params) as DbRow[];
    return { rows: rows.map(fromDb), total };
  }

  // The longest time from creation to start and to end of any call, for the planner's
  // range bounds: the generated history's, or a live call's if longer.
  private lags(): { startLag: number; endLag: number } {
    const r = this.stmt(
      "SELECT coalesce(max(startedAt - createdAt), 0) AS startLag, coalesce(max(endedAt - createdAt), 0) AS endLag FROM calls INDEXED BY calls_live WHERE live = 1",
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
    const r = this.stmt("SELECT * FROM calls WHERE callId = ? AND projectId = ?").get(callId, projectId) as DbRow | undefined;
    return r && fromDb(r);
  }

  /** For signed recording links, which carry no API key and so no project. */
  findCallAnyProject(callId: string): CallRow | undefined {
    const r = this.stmt("SELECT * FROM calls WHERE callId = ?").get(callId) as DbRow | undefined;
    return r && fromDb(r);
  }

  /** The demo's switch: the call is gone, as if deleted in the service. */
  deleteCall(callId: string): boolean {
    const { changes } = this.stmt("DELETE FROM calls WHERE callId = ?").run(callId);
    // The cached counts of the history counted it.
    this.countCache.clear();
    return changes > 0;
  }

  /** The demo's switch: an ended call's recording becomes available (or not) now. */
  setRecording(callId: string, available: boolean, now = Date.now()): CallRow | string {
    const row = this.stmt("SELECT * FROM calls WHERE callId = ?").get(callId) as DbRow | undefined;
    if (!row) return `no call has the id ${JSON.stringify(callId)}`;
    if (row.endedAt === null && row.status !== "unreachable" && row.status !== "failed") return `the call has not ended (${row.status})`;
    this.stmt("UPDATE calls SET audioAvailable = ?, updatedAt = ? WHERE callId = ?").run(available ? 1 : 0, now, callId);
    return fromDb({ ...row, audioAvailable: available ? 1 : 0, updatedAt: now });
  }

  /** All calls of a task, newest first. */
  callsOfTask(projectId: number, callTaskId: string): CallRow[] {
    const rows = this.stmt("SELECT * FROM calls WHERE projectId = ? AND callTaskId = ? ORDER BY createdAt DESC, id DESC").all(projectId, callTaskId) as DbRow[];
    return rows.map(fromDb);
  }
}
