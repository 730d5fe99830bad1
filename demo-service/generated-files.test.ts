// What the demo service writes into its data folder stays bounded: the recordings it
// makes for downloads, the store files of other seeds, sizes and versions, and the
// temporary files of writes that were cut short.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type CallResult, recordingResponseSchema } from "@/lib/call-results";
import { STORE_VERSION } from "./db-schema";
import { audioByCallPath, call, listAll, startTestService, type TestService } from "./test-support";

const MB = 1024 * 1024;
// A temporary file of a writer that is gone (no process has this id).
const STALE = ".tmp-999999999";

const services: TestService[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(services.map((s) => s.stop()));
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-service-files-"));
  folders.push(dir);
  return dir;
}

function write(file: string, bytes: number, ageMinutes = 0): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.alloc(bytes));
  const at = new Date(Date.now() - ageMinutes * 60_000);
  fs.utimesSync(file, at, at);
}

const bytesIn = (dir: string) => fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0);

describe("the recordings' cache", () => {
  it("stays within DEMO_AUDIO_CACHE_MB, dropping the files used longest ago", async () => {
    const dataDir = folder();
    const audio = path.join(dataDir, "audio");
    write(path.join(audio, "call_earlier-100s.wav"), 0.8 * MB, 60);
    write(path.join(audio, `call_cut-5s.wav${STALE}`), 1000);
    const svc = await startTestService({ DEMO_DATA_DIR: dataDir, DEMO_AUDIO_CACHE_MB: "1" });
    services.push(svc);
    expect(fs.existsSync(path.join(audio, `call_cut-5s.wav${STALE}`))).toBe(false);

    // Four recordings of 320 to 480 KB each: never more than two fit.
    const rows = (await listAll(svc, { status: "completed" })).rows.filter((r) => r.durationSeconds! >= 40 && r.durationSeconds! <= 60).slice(0, 4);
    expect(rows).toHaveLength(4);
    const download = async (row: CallResult) => {
      const link = recordingResponseSchema.parse((await call(svc, audioByCallPath(row.callId))).json()).data.downloadUrl;
      const res = await fetch(link);
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const first = await download(rows[0]!);
    for (const row of rows.slice(1)) {
      await download(row);
      expect(bytesIn(audio)).toBeLessThanOrEqual(MB);
    }
    const names = fs.readdirSync(audio);
    expect(names).not.toContain("call_earlier-100s.wav");
    expect(names).not.toContain(`${rows[0]!.callId}-${rows[0]!.durationSeconds}s.wav`);
    expect(names).toContain(`${rows[3]!.callId}-${rows[3]!.durationSeconds}s.wav`);
    // A recording that was dropped is made again, the same as before.
    expect((await download(rows[0]!)).equals(first)).toBe(true);
    expect(bytesIn(audio)).toBeLessThanOrEqual(MB);
  });
});

describe("the store files", () => {
  it("keep three of this version, the most recently used; other versions and cut-short generations go", async () => {
    const dataDir = folder();
    const current = (seed: number) => `calls-v${STORE_VERSION}-seed${seed}-n100.sqlite`;
    const old = `calls-v${STORE_VERSION - 1}-seed42-n3000.sqlite`;
    for (const suffix of ["", "-wal", "-shm"]) write(path.join(dataDir, `${old}${suffix}`), 100);
    for (const seed of [1, 2, 3, 4]) write(path.join(dataDir, current(seed)), 100, 10 - seed);
    write(path.join(dataDir, `${current(9)}${STALE}`), 100);
    write(path.join(dataDir, "users.json"), 10);

    const svc = await startTestService({ DEMO_DATA_DIR: dataDir, DEMO_SEED: "42", DEMO_CALLS: "3000" });
    services.push(svc);
    const own = `calls-v${STORE_VERSION}-seed42-n3000.sqlite`;
    const stores = fs.readdirSync(dataDir).filter((name) => name.endsWith(".sqlite"));
    expect(stores.sort()).toEqual([current(3), current(4), own].sort());
    const left = fs.readdirSync(dataDir);
    expect(left.filter((name) => name.startsWith(old))).toEqual([]);
    expect(left).not.toContain(`${current(9)}${STALE}`);
    expect(left).toContain("users.json");
    // The service still answers from its own file.
    expect((await call(svc, "/api/v1/call-results?pageSize=1")).status).toBe(200);
  });
});
