// A sign-in flood must not deny a known user (issue #39): with the hashing workers busy and
// their queue full of strangers, the owner's sign-in from an address they used before goes
// first; unknown names past their network's bucket are refused before any hashing; and the
// addresses an account signed in from are kept in the store, so a Redis restart (its data
// gone) does not lock the owner out of their usual address. On a real, throwaway
// redis-server for the last (skipped, with the reason, where Redis is not installed).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { redisForTests } from "@/test-support/redis";
import { saveEnv } from "@/test-support/saved-env";
import * as hashPool from "./hash-pool";
import { ACCOUNT_STRANGER_FAILURES, UNVOUCHED_PER_NETWORK } from "./sign-in-limits";
import { HASH_CONCURRENCY, HASH_QUEUE } from "./users";

const PASSWORD = "correct horse battery";
const PEER_PROOF = "peer-proof-of-the-flood-test";
(globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof = PEER_PROOF;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-flood-test-"));
const restoreEnv = saveEnv(["DASHBOARD_AUTH", "DASHBOARD_SESSION_SECRET", "DASHBOARD_USERS_FILE", "DASHBOARD_DATA_DIR"]);
const { redis, skipped, connected } = await redisForTests();

function post(name: string, password: string, address: string) {
  return signInRoute(
    new Request("http://dashboard.test/api/auth/sign-in", {
      method: "POST",
      body: new URLSearchParams({ name, password }),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-dashboard-peer": address, "x-dashboard-peer-proof": PEER_PROOF },
    }),
  );
}
const signedIn = (r: Response) => r.status === 303 && r.headers.has("set-cookie");

beforeAll(() => {
  const users = ["admin", "owner3"].map((name) => ({ name, role: "admin", passwordHash: bcrypt.hashSync(PASSWORD, 4) }));
  fs.writeFileSync(path.join(dir, "users.json"), JSON.stringify({ users }));
  Object.assign(process.env, {
    DASHBOARD_AUTH: "local",
    DASHBOARD_SESSION_SECRET: "test-secret-of-at-least-32-characters!!",
    DASHBOARD_USERS_FILE: path.join(dir, "users.json"),
    DASHBOARD_DATA_DIR: dir,
  });
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => restoreEnv());

describe("a sign-in flood", () => {
  it("checks the owner's sign-in from a known address at once, on a worker of its own, and the next before every stranger waiting", async () => {
    expect(signedIn(await post("admin", PASSWORD, "192.0.2.10"))).toBe(true);
    expect(signedIn(await post("owner3", PASSWORD, "192.0.2.30"))).toBe(true);
    // The workers hold each check until the test lets it go, in the order they took them.
    const order: Array<[string, string | undefined]> = [];
    const held: Array<() => void> = [];
    vi.spyOn(hashPool, "compareInWorker").mockImplementation(async (password, _hash, pool) => {
      order.push([password, pool]);
      await new Promise<void>((resolve) => held.push(resolve));
      return password === PASSWORD;
    });
    // Forty addresses guessing unknown names fill the shared workers and the strangers' queue…
    const flood = Array.from({ length: 40 }, (_, a) => post(`nobody${a}`, `guess ${a}`, `198.18.${a}.1`));
    // (The first stranger's check hashes the dummy first, at cost 12: seconds on a loaded machine.)
    await vi.waitFor(() => expect(order.length).toBe(HASH_CONCURRENCY), { timeout: 20_000, interval: 20 });
    expect(order.every(([, pool]) => pool === "shared")).toBe(true);
    // …yet the owner's check begins at once, on the worker kept for the vouched: it does not
    // wait for a stranger's check to end (issue #39: 6.2 s at p95 when it did).
    const owner = post("admin", PASSWORD, "192.0.2.10");
    await vi.waitFor(() => expect(order.length).toBe(HASH_CONCURRENCY + 1));
    expect(order.at(-1)).toEqual([PASSWORD, "vouched"]);
    // With that worker busy too, another owner's check is the next any worker takes.
    const other = post("owner3", PASSWORD, "192.0.2.30");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toHaveLength(HASH_CONCURRENCY + 1);
    held.shift()!();
    await vi.waitFor(() => expect(order.length).toBe(HASH_CONCURRENCY + 2));
    expect(order.at(-1)).toEqual([PASSWORD, "shared"]);
    const release = setInterval(() => held.shift()?.(), 1);
    try {
      expect(signedIn(await owner)).toBe(true);
      expect(signedIn(await other)).toBe(true);
      const answers = await Promise.all(flood);
      // The strangers beyond the workers and their queue were refused at once.
      expect(answers.filter((r) => r.status === 429).length).toBe(40 - HASH_CONCURRENCY - HASH_QUEUE);
    } finally {
      clearInterval(release);
    }
  });

  it("refuses unknown names from one network past its bucket before any hashing", async () => {
    const compare = vi.spyOn(hashPool, "compareInWorker").mockImplementation(async (password) => password === PASSWORD);
    const answers: number[] = [];
    // One /24, a new address per attempt: the per-address limits never trip, the network's does.
    for (let i = 0; i < UNVOUCHED_PER_NETWORK + 5; i++) answers.push((await post(`nobody-net-${i}`, "guess", `203.0.113.${i % 250}`)).status);
    expect(answers.slice(UNVOUCHED_PER_NETWORK)).toEqual([429, 429, 429, 429, 429]);
    expect(compare).toHaveBeenCalledTimes(UNVOUCHED_PER_NETWORK);
    // Another network, and a known address, are not affected.
    expect((await post("nobody-elsewhere", "guess", "203.0.114.1")).status).toBe(303);
    expect(signedIn(await post("admin", PASSWORD, "192.0.2.10"))).toBe(true);
  });
});

describe.skipIf(skipped)(`known addresses in the store${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
  it("keep the owner's usual address open after Redis loses its data", async () => {
    if ("skipped" in redis) return;
    await connected();
    vi.spyOn(hashPool, "compareInWorker").mockImplementation(async (password) => password === PASSWORD);
    expect(signedIn(await post("owner3", PASSWORD, "192.0.2.30"))).toBe(true);
    // Redis restarts without its data: every mark it held is gone.
    const { Redis } = await import("ioredis");
    const direct = new Redis(redis.url);
    await direct.flushall();
    direct.disconnect();
    // Strangers close the account to new addresses…
    for (let i = 0; i < ACCOUNT_STRANGER_FAILURES; i++) await post("owner3", "guess", `198.19.${Math.floor(i / 5)}.${i}`);
    const stranger = new URL((await post("owner3", PASSWORD, "192.0.2.99")).headers.get("location")!, "http://x");
    expect(stranger.searchParams.get("error")).toBe("locked");
    // …but the owner's usual address, remembered in the store, still signs in.
    expect(signedIn(await post("owner3", PASSWORD, "192.0.2.30"))).toBe(true);
  });
});
