// Password hashing runs in worker threads, so a flood of sign-ins cannot stop the server
// from answering everything else; what the workers answer is bcrypt's answer.

import fs from "node:fs";
import { isMainThread, type Worker } from "node:worker_threads";
import bcrypt from "bcryptjs";
import { describe, expect, it, vi } from "vitest";
import { compareInWorker, HASH_WORKERS, hashInWorker } from "./hash-pool";

// Every worker thread the pool starts, so a test can see where the hashing ran (timers that
// fire during a hash cannot tell a worker from bcryptjs's own async mode, which yields too).
const started = vi.hoisted(() => [] as Worker[]);
vi.mock("node:worker_threads", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:worker_threads")>();
  class Recorded extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      started.push(this);
    }
  }
  return { ...actual, default: { ...actual, Worker: Recorded }, Worker: Recorded };
});

describe("the hashing workers", () => {
  it("compare and hash as bcrypt does", async () => {
    const stored = bcrypt.hashSync("correct horse", 4);
    expect(await compareInWorker("correct horse", stored)).toBe(true);
    expect(await compareInWorker("wrong horse", stored)).toBe(false);
    const made = await hashInWorker("another one", 4);
    expect(bcrypt.compareSync("another one", made)).toBe(true);
  });

  it("leave the main thread free while they work: a cost-12 hash runs on a worker thread, and timers fire meanwhile", async () => {
    expect(isMainThread).toBe(true);
    const busyBefore = started.map((w) => w.performance.eventLoopUtilization().active);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    try {
      // ~200 ms of CPU in pure JS: on this thread it would hold every timer until it ends.
      await hashInWorker("not a password", 12);
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(5);
    // The hash's CPU time was spent on one of the pool's threads, not this one.
    const busy = started.map((w, i) => w.performance.eventLoopUtilization().active - (busyBefore[i] ?? 0));
    expect(started.length).toBeGreaterThan(0);
    expect(Math.max(...busy)).toBeGreaterThan(50);
  });

  it.skipIf(process.platform !== "linux")("run the shared workers at the lowest CPU priority, and the vouched sign-ins' worker at the normal one", async () => {
    const stored = bcrypt.hashSync("correct horse", 4);
    // This process's threads' nice values (/proc/self/task/*/stat, field 19).
    const nices = () =>
      fs.readdirSync("/proc/self/task").map((tid) => {
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
      });
    const lowest = () => nices().filter((n) => n === 19).length;
    for (let i = 0; i < HASH_WORKERS; i++) expect(await compareInWorker("correct horse", stored, "shared")).toBe(true);
    expect(lowest()).toBe(HASH_WORKERS);
    const threads = nices().length;
    expect(await compareInWorker("correct horse", stored, "vouched")).toBe(true);
    // One more thread, at the normal priority.
    expect([nices().length, lowest()]).toEqual([threads + 1, HASH_WORKERS]);
  });

  it("answer a stored hash that is not bcrypt's without hanging: never a match", async () => {
    const answer = await compareInWorker("x", "not-a-bcrypt-hash").catch(() => "refused");
    expect([false, "refused"]).toContain(answer);
  });
});
