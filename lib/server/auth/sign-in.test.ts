// POST /api/auth/sign-in and /api/auth/sign-out against hostile input: sizes, throttles,
// parallel attempts, cross-site posts and redirect targets (issue #16, findings 1, 3, 4
// and CSRF).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { POST as signOutRoute } from "@/app/api/auth/sign-out/route";
import { saveEnv } from "@/test-support/saved-env";
import * as hashPool from "./hash-pool";
import { safeNext } from "./safe-next";
import { ACCOUNT_STRANGER_FAILURES, ADDRESS_ATTEMPTS, LOCKOUT_FAILURES, lockSeconds } from "./sign-in-limits";
import { HASH_CONCURRENCY, HASH_QUEUE } from "./users";

const SECRET = "test-secret-of-at-least-32-characters!!";
const PASSWORD = "correct horse battery";
const PEER_PROOF = "peer-proof-of-this-test-process";
(globalThis as { __dashboardPeerProof?: string }).__dashboardPeerProof = PEER_PROOF;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-test-"));
const restoreEnv = saveEnv(["DASHBOARD_AUTH", "DASHBOARD_SESSION_SECRET", "DASHBOARD_USERS_FILE", "DASHBOARD_DATA_DIR"]);

let addressCounter = 0;
/** A new client address per test unless one is given, so the per-address limit of one test does not reach the next. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}, address = `198.51.100.${++addressCounter % 250}`) {
  return signInRoute(
    new Request("http://dashboard.test/api/auth/sign-in", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-dashboard-peer": address, "x-dashboard-peer-proof": PEER_PROOF, ...headers },
    }),
  );
}
const query = (r: Response) => new URL(r.headers.get("location") ?? "", "http://dashboard.test").searchParams;

beforeAll(async () => {
  const users = ["walter", "doubler", "parallel", "xff", "csrf", "owner", "owner2"].map((name) => ({
    name,
    role: "viewer",
    passwordHash: bcrypt.hashSync(PASSWORD, 4),
  }));
  fs.writeFileSync(path.join(dir, "users.json"), JSON.stringify({ users }));
  // A store of this file's own, which imports this users.json when first opened (the
  // store of the whole run may have been opened by another file already).
  Object.assign(process.env, {
    DASHBOARD_AUTH: "local",
    DASHBOARD_SESSION_SECRET: SECRET,
    DASHBOARD_USERS_FILE: path.join(dir, "users.json"),
    DASHBOARD_DATA_DIR: dir,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => {
  restoreEnv();
});

describe("sizes (finding 1)", () => {
  it("refuses a declared body over 4 KB before reading it", async () => {
    const r = await post({ name: "x".repeat(5 * 1024 * 1024), password: "p" });
    expect(r.status).toBe(413);
  });

  it("stops reading a body without a length once it passes 4 KB", async () => {
    let pulled = 0;
    // Endless: a server that reads it all never answers.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`name=${"a".repeat(1024)}`));
      },
    });
    const r = await signInRoute(
      new Request("http://dashboard.test/api/auth/sign-in", {
        method: "POST",
        body: endless,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit),
    );
    expect(r.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it("refuses fields longer than any real one, and forms of another type", async () => {
    expect((await post({ name: "n".repeat(65), password: "p" })).status).toBe(413);
    expect((await post({ name: "walter", password: "p".repeat(257) })).status).toBe(413);
    expect((await post({ name: "walter", password: "p" }, { "content-type": "multipart/form-data; boundary=x" })).status).toBe(415);
  });
});

describe("the slow-down and the lockout (finding 4)", () => {
  it("locks an account for 1 s after the third failure, doubling with each further one up to 30 s, then for 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const waits: number[] = [];
    for (let failure = 1; failure <= LOCKOUT_FAILURES; failure++) {
      expect(query(await post({ name: "doubler", password: "wrong password" }, {}, "192.0.2.50")).get("error")).toBe("1");
      if (failure < 3) continue;
      // Locked now for this address: refused without checking the password, even the right one.
      const refused = query(await post({ name: "doubler", password: PASSWORD }, {}, "192.0.2.50"));
      expect(refused.get("error")).toBe("locked");
      waits.push(Number(refused.get("retry")));
      vi.setSystemTime(Date.now() + Number(refused.get("retry")) * 1000 + 1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 900]);
    expect(waits.slice(0, 5).map((w, i) => w / (waits[i - 1] ?? w / 2))).toEqual([2, 2, 2, 2, 2]);
    expect(lockSeconds(LOCKOUT_FAILURES)).toBe(900);
  });

  it("cannot be dodged by writing another X-Forwarded-For: neither the account's lock nor the address's cap", async () => {
    // The peer is not a trusted proxy, so what the client writes in X-Forwarded-For is not its address.
    const peer = "192.0.2.60";
    const xff = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}` });
    for (let i = 0; i < 3; i++) await post({ name: "xff", password: "wrong password" }, xff(i), peer);
    expect(query(await post({ name: "xff", password: PASSWORD }, xff(99), peer)).get("error")).toBe("locked");
    // The lock is this peer's: the account's owner elsewhere signs in.
    expect(query(await post({ name: "xff", password: PASSWORD }, xff(0), "192.0.2.61")).has("error")).toBe(false);

    // The per-address cap counts the peer too, whatever address each guess claims: with the
    // three failures above (the refused attempt was not counted), guess ADDRESS_ATTEMPTS - 3
    // at other names is the peer's last.
    vi.spyOn(hashPool, "compareInWorker").mockResolvedValue(false);
    const errors: Array<string | null> = [];
    for (let i = 0; i < ADDRESS_ATTEMPTS; i++) errors.push(query(await post({ name: `xffguess${i}`, password: "x" }, xff(100 + i), peer)).get("error"));
    expect(errors.slice(0, ADDRESS_ATTEMPTS - 3).every((e) => e === "1")).toBe(true);
    expect(errors.slice(ADDRESS_ATTEMPTS - 3)).toEqual(["locked", "locked", "locked"]);
  });

  it("checks one password per account at a time: parallel guesses are refused, not counted on a stale count", async () => {
    const compare = vi.spyOn(hashPool, "compareInWorker");
    const answers = await Promise.all(Array.from({ length: 20 }, () => post({ name: "parallel", password: "wrong password" })));
    const errors = answers.map((r) => query(r).get("error"));
    expect(errors.filter((e) => e === "1")).toHaveLength(1);
    expect(errors.filter((e) => e === "busy")).toHaveLength(19);
    expect(compare).toHaveBeenCalledTimes(1);
  });

  it("hashes at most a few passwords at once, and turns the rest away as busy", async () => {
    let running = 0;
    let most = 0;
    // A stand-in for the hashing worker that stays busy until the next turn of the event loop.
    vi.spyOn(hashPool, "compareInWorker").mockImplementation(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return false;
    });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post({ name: `stranger${i}`, password: "wrong password" })));
    expect(most).toBeLessThanOrEqual(HASH_CONCURRENCY);
    // The global bound: the rest are answered at once with 429, nothing hashed for them.
    const busy = answers.filter((r) => r.status === 429);
    expect(busy.length).toBeGreaterThanOrEqual(40 - HASH_CONCURRENCY - HASH_QUEUE);
    expect(busy[0]?.headers.get("retry-after")).toBe("1");
  });

  it("slows and locks the guesser, not the owner: the owner signs in from another address meanwhile", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const guesser = "203.0.113.66";
    for (let failures = 0; failures < LOCKOUT_FAILURES; ) {
      const r = query(await post({ name: "owner", password: "guess" }, {}, guesser));
      // Slowed: each lock is waited out before the next guess counts.
      if (r.get("error") === "locked") vi.setSystemTime(Date.now() + Number(r.get("retry")) * 1000 + 1);
      else {
        expect(r.get("error")).toBe("1");
        failures += 1;
      }
    }
    // The guesser is locked out of this account for the window…
    const locked = query(await post({ name: "owner", password: PASSWORD }, {}, guesser));
    expect(locked.get("error")).toBe("locked");
    expect(Number(locked.get("retry"))).toBeGreaterThan(60);
    // …and the owner, from their own address, is not.
    expect(query(await post({ name: "owner", password: PASSWORD }, {}, "198.51.100.7")).has("error")).toBe(false);
  });

  it("closes an account to new addresses after many strangers' failures, but not to an address it signed in from", async () => {
    vi.spyOn(hashPool, "compareInWorker").mockImplementation(async (password) => password === PASSWORD);
    // The owner signed in from home before.
    expect(query(await post({ name: "owner2", password: PASSWORD }, {}, "198.51.100.20")).has("error")).toBe(false);
    // Guessers rotating addresses, each under its own lock.
    for (let i = 0; i < ACCOUNT_STRANGER_FAILURES; i++) await post({ name: "owner2", password: "guess" }, {}, `203.0.${Math.floor(i / 5)}.${i}`);
    expect(query(await post({ name: "owner2", password: "guess" }, {}, "203.0.200.1")).get("error")).toBe("locked");
    // A correct password from a new address waits too (there is no second factor to tell the owner apart)…
    expect(query(await post({ name: "owner2", password: PASSWORD }, {}, "192.0.2.77")).get("error")).toBe("locked");
    // …but home still works.
    expect(query(await post({ name: "owner2", password: PASSWORD }, {}, "198.51.100.20")).has("error")).toBe(false);
  });

  it("counts an IPv6 client by its /64: a fresh address per attempt does not reset the limit", async () => {
    vi.spyOn(hashPool, "compareInWorker").mockResolvedValue(false);
    const errors: Array<string | null> = [];
    for (let i = 0; i < 32; i++)
      errors.push(query(await post({ name: `v6guess${i}`, password: "x" }, {}, `2001:db8:1:2::${(i + 1).toString(16)}`)).get("error"));
    expect(errors.slice(30)).toEqual(["locked", "locked"]);
    // Another /64 is not affected.
    expect(query(await post({ name: "v6guess0", password: "x" }, {}, "2001:db8:1:3::1")).get("error")).toBe("1");
  });

  it("caps attempts per client address, whatever names it tries", async () => {
    vi.spyOn(hashPool, "compareInWorker").mockResolvedValue(false);
    const address = "192.0.99.200";
    const errors: Array<string | null> = [];
    for (let i = 0; i < 32; i++) errors.push(query(await post({ name: `guess${i}`, password: "x" }, {}, address)).get("error"));
    expect(errors.slice(0, 30).every((e) => e === "1")).toBe(true);
    expect(errors.slice(30)).toEqual(["locked", "locked"]);
    // Another address is not affected.
    expect(query(await post({ name: "guess0", password: "x" }, {}, "192.0.99.201")).get("error")).toBe("1");
  });
});

describe("redirects after sign-in (finding 3)", () => {
  it.each([
    ["/\t/evil.example", "/"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/.//evil.example", "/"],
    ["https://evil.example/", "/"],
    ["/calls/call_demo_long?t=5", "/calls/call_demo_long?t=5"],
  ])("next=%j goes to %j", async (next, location) => {
    expect(safeNext(next)).toBe(location);
    const r = await post({ name: "walter", password: PASSWORD, next });
    expect(r.headers.get("location")).toBe(location);
  });
});

describe("cross-site posts (Low: CSRF)", () => {
  it("refuse sign-in and sign-out from another site", async () => {
    expect((await post({ name: "csrf", password: PASSWORD }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ name: "csrf", password: PASSWORD }, { origin: "null" })).status).toBe(403);
    expect((await post({ name: "csrf", password: PASSWORD }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    const own = await post({ name: "csrf", password: PASSWORD }, { origin: "http://dashboard.test", "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(303);
    const cookie = own.headers.get("set-cookie")!.split(";")[0]!;
    const out = await signOutRoute(
      new Request("http://dashboard.test/api/auth/sign-out", { method: "POST", headers: { cookie, origin: "https://evil.example" } }),
    );
    expect(out.status).toBe(403);
    expect(out.headers.get("set-cookie")).toBeNull();
  });
});
