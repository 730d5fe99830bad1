// The store's file: generated once per (seed, size) into the data folder, under a
// temporary name until it is complete, so that a crash never leaves a half-filled file
// that a later start would reuse. Each seed and size makes a file of its own, so the
// folder keeps only the few used most recently.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { CallRow } from "./call-row";
import { filesIn, removeStaleTemporaries } from "./data-files";
import { INDEXES, INSERT_CALL, SCHEMA, STORE_VERSION, toDb } from "./db-schema";
import { fixtureRows } from "./fixtures";
import { callsForProject, generateHistory, poolsFor } from "./generate";
import { PROJECTS } from "./projects";

// Default, e2e and benchmark sizes can live side by side in one folder.
const KEEP_STORE_FILES = 3;
const STORE_FILE = /^calls-v(\d+)-seed\d+-n\d+\.sqlite$/;
// SQLite's companions of a database file.
const COMPANIONS = ["", "-wal", "-shm", "-journal"];

export interface StoreFileOptions {
  dataDir: string;
  seed: number;
  calls: number;
  /** Logs progress of a first-time generation. */
  log?: (line: string) => void;
}

/** The path of the store's file, generating it first when it is not there yet. */
export function storeFile(options: StoreFileOptions): string {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, `calls-v${STORE_VERSION}-seed${options.seed}-n${options.calls}.sqlite`);
  removeStaleTemporaries(options.dataDir);
  if (!fs.existsSync(file)) generate(file, options);
  // Its modification time says when it was last used, for pruneStoreFiles.
  const now = new Date();
  fs.utimesSync(file, now, now);
  pruneStoreFiles(options.dataDir, path.basename(file));
  return file;
}

/**
 * Removes the store files of other versions (never opened again) and all but the most
 * recently used of this version's; `current` always stays.
 */
function pruneStoreFiles(dataDir: string, current: string): void {
  const others = filesIn(dataDir)
    .map((name) => ({ name, version: Number(STORE_FILE.exec(name)?.[1]) }))
    .filter(({ name, version }) => version && name !== current)
    .map(({ name, version }) => ({ name, version, usedMs: fs.statSync(path.join(dataDir, name)).mtimeMs }))
    .sort((a, b) => b.usedMs - a.usedMs);
  const kept = others.filter((f) => f.version === STORE_VERSION).slice(0, KEEP_STORE_FILES - 1);
  for (const { name } of others) {
    if (kept.some((k) => k.name === name)) continue;
    for (const suffix of COMPANIONS) fs.rmSync(path.join(dataDir, `${name}${suffix}`), { force: true });
  }
}

function generate(file: string, options: StoreFileOptions): void {
  const started = Date.now();
  const tmp = `${file}.tmp-${process.pid}`;
  fs.rmSync(tmp, { force: true });
  const db = new Database(tmp);
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.exec(SCHEMA);
  const anchor = Date.now();
  db.prepare("INSERT INTO meta (key, value) VALUES ('anchor', ?), ('seed', ?), ('calls', ?)").run(String(anchor), String(options.seed), String(options.calls));
  const insert = db.prepare(INSERT_CALL);
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
  const lags = db.prepare("SELECT coalesce(max(startedAt - createdAt), 0) AS startLag, coalesce(max(endedAt - createdAt), 0) AS endLag FROM calls").get() as {
    startLag: number;
    endLag: number;
  };
  db.prepare("INSERT INTO meta (key, value) VALUES ('startLag', ?), ('endLag', ?)").run(String(lags.startLag), String(lags.endLag));
  db.close();
  fs.renameSync(tmp, file);
  options.log?.(`demo-service: generated ${path.basename(file)} in ${Date.now() - started} ms`);
}
