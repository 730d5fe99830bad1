// Password hashing runs in worker threads, so a flood of sign-ins cannot stop the server
// from answering everything else; what the workers answer is bcrypt's answer.

import { isMainThread } from "node:worker_threads";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { compareInWorker, hashInWorker } from "./hash-pool";

describe("the hashing workers", () => {
  it("compare and hash as bcrypt does", async () => {
    const stored = bcrypt.hashSync("correct horse", 4);
    expect(await compareInWorker("correct horse", stored)).toBe(true);
    expect(await compareInWorker("wrong horse", stored)).toBe(false);
    const made = await hashInWorker("another one", 4);
    expect(bcrypt.compareSync("another one", made)).toBe(true);
  });

  it("leave the main thread free while they work: timers fire during a cost-12 hash", async () => {
    expect(isMainThread).toBe(true);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    try {
      // ~200 ms of CPU in pure JS: on this thread it would hold every timer until it ends.
      await hashInWorker("not a password", 12);
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(5);
  });

  it("answer a stored hash that is not bcrypt's without hanging: never a match", async () => {
    const answer = await compareInWorker("x", "not-a-bcrypt-hash").catch(() => "refused");
    expect([false, "refused"]).toContain(answer);
  });
});
