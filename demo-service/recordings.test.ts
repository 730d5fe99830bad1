// The two audio operations (spec §4.2, §4.3) and the signed recording links they hand
// out, over HTTP.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CallResult, errorBodySchema, pendingSchema, type RecordingInfo, recordingResponseSchema } from "@/lib/call-results";
import { serviceForTests } from "./service-for-tests";
import {
  audioByCallPath,
  audioByTaskPath,
  call,
  FIXTURES,
  listAll,
  ORPHAN_API_KEY,
  type Reply,
  SECOND_PROJECT_API_KEY,
  sleep,
  startTestService,
  type TestService,
} from "./test-support";

const LONG_SECONDS = 2 * 3600 + 5 * 60 + 30;
const wavSize = (seconds: number) => 44 + seconds * 8000;

function expectRecording(reply: Reply): RecordingInfo {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
  return recordingResponseSchema.parse(reply.json()).data;
}

function expectNotFound(reply: Reply): void {
  expect(reply.status, reply.text).toBe(404);
  expect(errorBodySchema.parse(reply.json())).toEqual({ error: "Recording audio not found", code: "NOT_FOUND" });
}

async function download(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("recording operations and signed links", () => {
  let svc: TestService;
  let acme: CallResult[];

  beforeAll(async () => {
    svc = await startTestService({ DEMO_URL_TTL_SECONDS: "300" });
    acme = (await listAll(svc)).rows;
  });
  afterAll(() => svc?.stop());

  describe("audio by call id", () => {
    it("answers recording info for calls with audio, under the service's origin", async () => {
      const withAudio = acme.filter((r) => r.audioAvailable).slice(0, 15);
      expect(withAudio.length).toBe(15);
      for (const row of withAudio) {
        const before = Date.now();
        const info = expectRecording(await call(svc, audioByCallPath(row.callId)));
        expect(info.callId).toBe(row.callId);
        expect(info.callTaskId).toBe(row.callTaskId);
        const url = new URL(info.downloadUrl);
        expect(url.origin).toBe(svc.url);
        expect(url.pathname).toBe(`/recordings/${row.callId}.wav`);
        expect(url.searchParams.get("expires")).toBe(String(Date.parse(info.expiresAt) / 1000));
        expect(url.searchParams.get("signature")).toMatch(/^[0-9a-f]{64}$/);
        // expiresAt is now + DEMO_URL_TTL_SECONDS, rounded up to a whole second.
        const expires = Date.parse(info.expiresAt);
        expect(expires).toBeGreaterThanOrEqual(before + 300_000);
        expect(expires).toBeLessThanOrEqual(Date.now() + 301_000);
      }
    });

    it("a call without audio, an unknown call and a malformed id are 'recording not found'", async () => {
      expectNotFound(await call(svc, audioByCallPath(FIXTURES.noAudioCallId)));
      const noAudio = acme.filter((r) => !r.audioAvailable).slice(0, 10);
      expect(noAudio.length).toBe(10);
      for (const row of noAudio) expectNotFound(await call(svc, audioByCallPath(row.callId)));
      expectNotFound(await call(svc, audioByCallPath("call_doesnotexist")));
      expectNotFound(await call(svc, audioByCallPath("call x")));
      expectNotFound(await call(svc, audioByCallPath("x".repeat(200))));
    });

    it("is limited to the key's project", async () => {
      const row = acme.find((r) => r.audioAvailable)!;
      expectNotFound(await call(svc, audioByCallPath(row.callId), { key: SECOND_PROJECT_API_KEY }));
      expectNotFound(await call(svc, audioByCallPath(FIXTURES.longCallId), { key: SECOND_PROJECT_API_KEY }));
      expectNotFound(await call(svc, audioByCallPath(row.callId), { key: ORPHAN_API_KEY }));
      const globex = (await listAll(svc, { status: "completed" }, SECOND_PROJECT_API_KEY)).rows.find((r) => r.audioAvailable)!;
      expect(expectRecording(await call(svc, audioByCallPath(globex.callId), { key: SECOND_PROJECT_API_KEY })).callId).toBe(globex.callId);
      expectNotFound(await call(svc, audioByCallPath(globex.callId)));
    });
  });

  describe("audio by call task id", () => {
    it("answers the recording of one of the task's calls that has audio", async () => {
      const byTask = new Map<string, CallResult[]>();
      for (const r of acme) if (r.callTaskId) byTask.set(r.callTaskId, [...(byTask.get(r.callTaskId) ?? []), r]);
      const tasks = [...byTask].filter(([, calls]) => calls.some((c) => c.audioAvailable));
      // Prefer tasks with several calls (retries), then any.
      tasks.sort((a, b) => b[1].length - a[1].length);
      for (const [taskId, calls] of tasks.slice(0, 10)) {
        const info = expectRecording(await call(svc, audioByTaskPath(taskId)));
        expect(info.callTaskId).toBe(taskId);
        const chosen = calls.find((c) => c.callId === info.callId);
        expect(chosen, `${info.callId} is a call of ${taskId}`).toBeDefined();
        expect(chosen!.audioAvailable).toBe(true);
      }
      const fixture = expectRecording(await call(svc, audioByTaskPath(FIXTURES.longTaskId)));
      expect(fixture).toMatchObject({ callId: FIXTURES.longCallId, callTaskId: FIXTURES.longTaskId });
    });

    it("an unknown task, a task without audio and another project's task are 'recording not found'", async () => {
      expectNotFound(await call(svc, audioByTaskPath("task_doesnotexist")));
      const byTask = new Map<string, CallResult[]>();
      for (const r of acme) if (r.callTaskId) byTask.set(r.callTaskId, [...(byTask.get(r.callTaskId) ?? []), r]);
      const silent = [...byTask].filter(([, calls]) => calls.every((c) => !c.audioAvailable)).slice(0, 5);
      expect(silent.length).toBe(5);
      for (const [taskId] of silent) expectNotFound(await call(svc, audioByTaskPath(taskId)));
      expectNotFound(await call(svc, audioByTaskPath(FIXTURES.longTaskId), { key: SECOND_PROJECT_API_KEY }));
    });
  });

  describe("signed recording links", () => {
    let info: RecordingInfo;
    let seconds: number;

    beforeAll(async () => {
      // A short real call keeps the full download small.
      const row = acme.find((r) => r.audioAvailable && r.durationSeconds! >= 20 && r.durationSeconds! <= 120)!;
      seconds = row.durationSeconds!;
      info = expectRecording(await call(svc, audioByCallPath(row.callId)));
    });

    it("a full GET answers 200 with a WAV file of durationSeconds at 8000 Hz", async () => {
      const res = await download(info.downloadUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("audio/wav");
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(Number(res.headers.get("content-length"))).toBe(wavSize(seconds));
      const b = res.bytes;
      expect(b.length).toBe(wavSize(seconds));
      expect(b.toString("ascii", 0, 4)).toBe("RIFF");
      expect(b.readUInt32LE(4)).toBe(b.length - 8);
      expect(b.toString("ascii", 8, 12)).toBe("WAVE");
      expect(b.toString("ascii", 12, 16)).toBe("fmt ");
      expect(b.readUInt16LE(20)).toBe(1); // PCM
      expect(b.readUInt16LE(22)).toBe(1); // mono
      expect(b.readUInt32LE(24)).toBe(8000);
      expect(b.readUInt16LE(34)).toBe(8);
      expect(b.toString("ascii", 36, 40)).toBe("data");
      const dataBytes = b.readUInt32LE(40);
      expect(dataBytes / b.readUInt32LE(28)).toBe(seconds); // length in seconds = durationSeconds
      // Not silence: the samples vary.
      expect(new Set(b.subarray(44, 44 + 8000)).size).toBeGreaterThan(10);
    });

    it("serves byte ranges: bytes=0-99, open-ended and suffix", async () => {
      const size = wavSize(seconds);
      const full = (await download(info.downloadUrl)).bytes;

      const first = await download(info.downloadUrl, { range: "bytes=0-99" });
      expect(first.status).toBe(206);
      expect(first.headers.get("accept-ranges")).toBe("bytes");
      expect(first.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
      expect(first.headers.get("content-length")).toBe("100");
      expect(first.bytes.equals(full.subarray(0, 100))).toBe(true);

      const open = await download(info.downloadUrl, { range: "bytes=1000-" });
      expect(open.status).toBe(206);
      expect(open.headers.get("content-range")).toBe(`bytes 1000-${size - 1}/${size}`);
      expect(open.bytes.equals(full.subarray(1000))).toBe(true);

      const suffix = await download(info.downloadUrl, { range: "bytes=-500" });
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get("content-range")).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
      expect(suffix.headers.get("content-length")).toBe("500");
      expect(suffix.bytes.equals(full.subarray(size - 500))).toBe(true);

      const past = await download(info.downloadUrl, { range: `bytes=${size - 10}-${size + 1000}` });
      expect(past.status).toBe(206);
      expect(past.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect(past.bytes.length).toBe(10);
    });

    it("answers 416 for an unsatisfiable range", async () => {
      const size = wavSize(seconds);
      for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, "bytes=50-10"]) {
        const res = await download(info.downloadUrl, { range });
        expect(res.status, range).toBe(416);
        expect(res.headers.get("content-range")).toBe(`bytes */${size}`);
      }
    });

    it("HEAD answers the size without a body", async () => {
      const res = await fetch(info.downloadUrl, { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe(String(wavSize(seconds)));
    });

    it("generates the file once and serves later fetches from the cache in DEMO_DATA_DIR/audio", async () => {
      const row = acme.filter((r) => r.audioAvailable && r.durationSeconds! < 60).at(-1)!;
      const file = path.join(svc.dataDir, "audio", `${row.callId}-${row.durationSeconds}s.wav`);
      expect(fs.existsSync(file)).toBe(false);
      const link = expectRecording(await call(svc, audioByCallPath(row.callId)));
      // Asking for a link does not make the file; the first download does.
      expect(fs.existsSync(file)).toBe(false);
      const first = await download(link.downloadUrl);
      expect(first.status).toBe(200);
      const stat = fs.statSync(file);
      expect(stat.size).toBe(wavSize(row.durationSeconds!));
      await sleep(20);
      const second = await download(link.downloadUrl);
      expect(second.bytes.equals(first.bytes)).toBe(true);
      const again = fs.statSync(file);
      expect(again.ino).toBe(stat.ino);
      expect(again.mtimeMs).toBe(stat.mtimeMs);
      // What is served is the cached file itself.
      const fd = fs.openSync(file, "r+");
      fs.writeSync(fd, Buffer.from([7]), 0, 1, 44);
      fs.closeSync(fd);
      const third = await download(link.downloadUrl, { range: "bytes=44-44" });
      expect([...third.bytes]).toEqual([7]);
    });

    it("a file that cannot be read cuts that download off, and the service goes on", async () => {
      const row = acme.filter((r) => r.audioAvailable && r.durationSeconds! >= 5 && r.durationSeconds! < 60).at(-2)!;
      const link = expectRecording(await call(svc, audioByCallPath(row.callId)));
      // A folder where the cached file belongs: it opens, but every read fails (EISDIR).
      fs.mkdirSync(path.join(svc.dataDir, "audio", `${row.callId}-${row.durationSeconds}s.wav`), { recursive: true });
      await expect(download(link.downloadUrl)).rejects.toThrow();
      expect(svc.log.filter((line) => line.includes(row.callId) && line.includes("EISDIR"))).toHaveLength(1);
      expect((await call(svc, "/healthz", { key: null })).status).toBe(200);
      expect((await download(info.downloadUrl, { range: "bytes=0-3" })).status).toBe(206);
    });

    it("the 2h05m30s fixture has a file of 44 + 7530 * 8000 bytes", async () => {
      const long = expectRecording(await call(svc, audioByCallPath(FIXTURES.longCallId)));
      const res = await download(long.downloadUrl, { range: "bytes=0-43" });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toBe(`bytes 0-43/${wavSize(LONG_SECONDS)}`);
      expect(res.bytes.readUInt32LE(40)).toBe(LONG_SECONDS * 8000);
      const tail = await download(long.downloadUrl, { range: "bytes=-1" });
      expect(tail.headers.get("content-range")).toBe(`bytes ${wavSize(LONG_SECONDS) - 1}-${wavSize(LONG_SECONDS) - 1}/${wavSize(LONG_SECONDS)}`);
    });

    it("a tampered link answers 403", async () => {
      const url = new URL(info.downloadUrl);
      const signature = url.searchParams.get("signature")!;
      const cases: string[] = [];
      const flipped = new URL(url);
      flipped.searchParams.set("signature", `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`);
      cases.push(flipped.href);
      const later = new URL(url);
      later.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
      cases.push(later.href);
      const otherCall = new URL(url);
      otherCall.pathname = `/recordings/${FIXTURES.longCallId}.wav`;
      cases.push(otherCall.href);
      const unsigned = new URL(url);
      unsigned.search = "";
      cases.push(unsigned.href);
      for (const href of cases) {
        const res = await fetch(href);
        expect(res.status, href).toBe(403);
        expect(errorBodySchema.parse(await res.json())).toEqual({ error: "Invalid signature", code: "FORBIDDEN" });
      }
      // The untouched link still works.
      expect((await download(info.downloadUrl, { range: "bytes=0-0" })).status).toBe(206);
    });
  });
});

describe("expired recording links", () => {
  const svc = serviceForTests({ DEMO_URL_TTL_SECONDS: "1" });

  it("expiresAt is about now + 1 s, and the link answers 403 once it has passed", async () => {
    const before = Date.now();
    const info = expectRecording(await call(svc, audioByCallPath(FIXTURES.pendingCallId)));
    const expires = Date.parse(info.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2000);
    await sleep(Math.max(0, expires - Date.now()) + 1100);
    const res = await fetch(info.downloadUrl);
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(await res.json())).toEqual({ error: "Link expired", code: "FORBIDDEN" });
    // A new link for the same call works again.
    const fresh = expectRecording(await call(svc, audioByCallPath(FIXTURES.pendingCallId)));
    expect(fresh.downloadUrl).not.toBe(info.downloadUrl);
  });
});

describe("pending call task results", () => {
  const svc = serviceForTests({ DEMO_PENDING_SECONDS: "1" });

  it("task_demo_pending answers pending (202) first, then the recording", async () => {
    const first = await call(svc, audioByTaskPath(FIXTURES.pendingTaskId));
    expect(first.status).toBe(202);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    const pending = pendingSchema.parse(first.json());
    expect(pending).toMatchObject({ status: "pending", callTaskId: FIXTURES.pendingTaskId });
    expect(pending.message.length).toBeGreaterThan(0);
    // Not a recording.
    expect(recordingResponseSchema.safeParse(first.json()).success).toBe(false);

    const second = await call(svc, audioByTaskPath(FIXTURES.pendingTaskId));
    expect(second.status).toBe(202);

    await sleep(1200);
    const ready = expectRecording(await call(svc, audioByTaskPath(FIXTURES.pendingTaskId)));
    expect(ready).toMatchObject({ callId: FIXTURES.pendingCallId, callTaskId: FIXTURES.pendingTaskId });
    expect((await download(ready.downloadUrl, { range: "bytes=0-3" })).bytes.toString("ascii")).toBe("RIFF");
  });

  it("DELETE /__demo/pending makes a slow task pending again", async () => {
    await sleep(1100);
    expectRecording(await call(svc, audioByTaskPath(FIXTURES.pendingTaskId)));
    expect((await call(svc, "/__demo/pending", { method: "DELETE" })).status).toBe(200);
    expect((await call(svc, audioByTaskPath(FIXTURES.pendingTaskId))).status).toBe(202);
  });

  it("the urlTtlSeconds fault shortens the life of new links", async () => {
    await call(svc, "/__demo/faults", { method: "PUT", body: JSON.stringify({ urlTtlSeconds: 2 }) });
    try {
      const before = Date.now();
      const info = expectRecording(await call(svc, audioByCallPath(FIXTURES.longCallId)));
      expect(Date.parse(info.expiresAt) - before).toBeLessThanOrEqual(3000);
      await sleep(Date.parse(info.expiresAt) - Date.now() + 1100);
      expect((await download(info.downloadUrl, { range: "bytes=0-3" })).status).toBe(403);
    } finally {
      await call(svc, "/__demo/faults", { method: "DELETE" });
    }
  });

  it("the clockSkewSeconds fault expires the links handed out before it, and signs new ones on its clock", async () => {
    const put = (faults: object) => call(svc, "/__demo/faults", { method: "PUT", body: JSON.stringify(faults) });
    await put({ urlTtlSeconds: 17 });
    try {
      const held = expectRecording(await call(svc, audioByCallPath(FIXTURES.longCallId)));
      await put({ urlTtlSeconds: 17, clockSkewSeconds: 19 });
      const fetched = await download(held.downloadUrl, { range: "bytes=0-3" });
      expect(fetched.status).toBe(403);
      const fresh = expectRecording(await call(svc, audioByCallPath(FIXTURES.longCallId)));
      expect(Date.parse(fresh.expiresAt) - Date.now()).toBeGreaterThan(30_000);
      expect((await download(fresh.downloadUrl, { range: "bytes=0-3" })).bytes.toString("ascii")).toBe("RIFF");
    } finally {
      await call(svc, "/__demo/faults", { method: "DELETE" });
    }
  });

  it("the pending state is per project and per task; an unknown task is not found", async () => {
    expectNotFound(await call(svc, audioByTaskPath("task_demo_unknown")));
    expectNotFound(await call(svc, audioByTaskPath(FIXTURES.pendingTaskId), { key: SECOND_PROJECT_API_KEY }));
    // The call-id operation never answers pending.
    expectRecording(await call(svc, audioByCallPath(FIXTURES.pendingCallId)));
    // A task that is not slow answers at once.
    expectRecording(await call(svc, audioByTaskPath(FIXTURES.longTaskId)));
  });
});
