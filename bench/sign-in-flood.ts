// Issue #27: a flood of sign-ins for unknown names (40 addresses × 25, through a trusted
// proxy's X-Forwarded-For) must not starve everyone else. A dashboard with sign-in on,
// behind the peer-address server as `npm start` runs it, on the build and demo service of
// the dashboard part; the figure is a signed-in user's list p95 during the flood over
// the same user's list p95 idle, measured in the same run. Issue #39: the same user's own
// correct sign-in, 17 times in a row from their usual address during the flood, must
// succeed every time (16 of 17 were refused as busy with one hashing worker), p95 ≤ 2 s.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { demoServiceEnv } from "../lib/data-source";
import type { Figure } from "./figures";
import { percentile } from "./list-latency";
import { waitForUrl } from "./servers";

const PASSWORD = "bench password of the flood";

async function listTimes(url: string, cookie: string, until: () => boolean, atLeast: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < atLeast || !until()) {
    const started = performance.now();
    const r = await fetch(`${url}/api/call-results?pageSize=25`, { headers: { cookie } });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`the list answered ${r.status} during the sign-in flood bench`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The parts of a sign-in's Server-Timing (limits, queue, hash, handler), in ms. */
function serverTiming(r: Response): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const m of (r.headers.get("server-timing") ?? "").matchAll(/(\w+);dur=([\d.]+)/g)) parts[m[1]!] = Number(m[2]);
  return parts;
}

/** The user's correct sign-ins, one after another until the flood ends (at least `atLeast`): how many succeeded, their times, and where each one's time went. */
async function ownSignIns(signIn: (name: string, password: string, from: string) => Promise<Response>, until: () => boolean, atLeast: number) {
  const times: number[] = [];
  const parts: Record<string, number[]> = { limits: [], queue: [], hash: [], rest: [] };
  let succeeded = 0;
  while (times.length < atLeast || (!until() && times.length < 100)) {
    const started = performance.now();
    const r = await signIn("bench-user", PASSWORD, "192.0.2.1");
    const took = performance.now() - started;
    times.push(took);
    if (r.status === 303 && r.headers.get("set-cookie")) succeeded += 1;
    const t = serverTiming(r);
    // "rest": outside the handler's own timing (the connection, Next's routing, the event loop's queue).
    if (t.handler !== undefined) for (const [k, v] of Object.entries({ ...t, rest: took - t.handler })) parts[k]?.push(v);
  }
  return { succeeded, tries: times.length, times: times.sort((a, b) => a - b), parts };
}

export async function signInFlood(options: { port: number; demoPort: number; smoke: boolean; log: (line: string) => void }): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-sign-in-"));
  fs.writeFileSync(
    path.join(dir, "users.json"),
    JSON.stringify({ users: [{ name: "bench-user", role: "viewer", passwordHash: bcrypt.hashSync(PASSWORD, 12) }] }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", BENCH_BASELINES: "1" };
  const child: ChildProcess = spawn(process.execPath, ["dist/server.js"], {
    env: {
      ...env,
      ...demoServiceEnv(env),
      PORT: String(options.port),
      DEMO_SERVICE_PORT: String(options.demoPort),
      DEMO_API_KEY: "",
      DASHBOARD_AUTH: "local",
      DASHBOARD_SESSION_SECRET: "bench-session-secret-of-32-characters-at-least",
      DASHBOARD_USERS_FILE: path.join(dir, "users.json"),
      DASHBOARD_DATA_DIR: dir,
      DASHBOARD_TRUSTED_PROXIES: "127.0.0.1",
      DASHBOARD_RATE_LIMIT_PER_MINUTE: "100000",
      // Sign-ins are measured, not the call index's backfill beside them.
      DASHBOARD_INDEX: "off",
      CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "1000000",
    },
    stdio: "ignore",
  });
  try {
    await waitForUrl(`${url}/icon.svg`, 60_000);
    const signIn = (name: string, password: string, from: string) =>
      fetch(`${url}/api/auth/sign-in`, {
        method: "POST",
        body: new URLSearchParams({ name, password, next: "/" }),
        headers: { origin: url, "x-forwarded-for": from },
        redirect: "manual",
      });
    const own = await signIn("bench-user", PASSWORD, "192.0.2.1");
    const cookie = own.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error(`the bench user could not sign in (${own.status})`);
    const samples = options.smoke ? 10 : 60;
    await listTimes(url, cookie, () => true, 10); // warm up
    const idle = await listTimes(url, cookie, () => true, samples);

    const [addresses, each] = options.smoke ? [4, 3] : [40, 25];
    const statuses = new Map<number, number>();
    let done = false;
    const flood = Promise.all(
      Array.from({ length: addresses }, async (_, a) => {
        for (let i = 0; i < each; i++) {
          const r = await signIn(`nobody-${a}-${i}`, "a wrong guess", `198.18.${a}.1`);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }),
    ).finally(() => {
      done = true;
    });
    const [during, mine] = await Promise.all([listTimes(url, cookie, () => done, samples), ownSignIns(signIn, () => done, 17)]);
    await flood;
    const [idleP95, floodP95] = [percentile(idle, 95), percentile(during, 95)];
    options.log(
      `Sign-in flood: ${addresses} addresses × ${each} unknown names (answers ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(", ")}); list p95 idle ${idleP95.toFixed(1)} ms, during ${floodP95.toFixed(1)} ms over ${during.length} requests`,
    );
    const ownP95 = percentile(mine.times, 95);
    const split = Object.entries(mine.parts)
      .map(
        ([k, v]) =>
          `${k} ${percentile(
            v.sort((a, b) => a - b),
            50,
          ).toFixed(0)}/${percentile(v, 95).toFixed(0)}`,
      )
      .join(", ");
    options.log(
      `Sign-in flood: the user's own correct sign-in from their usual address: ${mine.succeeded} of ${mine.tries} succeeded, p95 ${ownP95.toFixed(0)} ms (median/p95 ms: ${split}); load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    return [
      { name: "list p95 during a sign-in flood (ms)", unit: "ms", value: floodP95, baseline: idleP95, baselineName: "idle", goal: { kind: "ratio", max: 2 } },
      { name: "own sign-ins refused during a sign-in flood", unit: "", value: mine.tries - mine.succeeded, goal: { kind: "max", max: 0 } },
      { name: "own sign-in p95 during a sign-in flood (ms)", unit: "ms", value: ownP95, goal: { kind: "max", max: 2000 } },
    ];
  } finally {
    child.kill("SIGTERM");
  }
}
