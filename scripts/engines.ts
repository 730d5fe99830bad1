// Throwaway PostgreSQL and Redis servers for the tests and the bench: a PostgreSQL
// cluster made with initdb in a temporary folder and run by pg_ctl (as the postgres user
// when this runs as root: PostgreSQL refuses root), and a redis-server that saves
// nothing, each on a free loopback port, never as a system service. Both are stopped and
// their folders removed afterwards.
//
// Where an engine is not installed, start… answers { skipped: reason } and the suites
// that need it report as skipped with that reason. DASHBOARD_TEST_ENGINES=required
// (.ci/run sets it once it has installed them) turns that into a failure, so CI cannot
// skip them silently.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type Skipped = { skipped: string };

export interface PostgresEngine {
  /** A new, empty database on this server; its URL carries the password. */
  createDatabase: (name: string) => Promise<string>;
  /** Stops the server (the fault tests) and starts it again on the same port and data. */
  pause: () => void;
  resume: () => void;
  /** Freezes every process of the server (SIGSTOP): connections stay open and nothing answers, as in a stall. */
  stall: () => void;
  unstall: () => void;
  stop: () => void;
}

export interface RedisEngine {
  url: string;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  /** Freezes the server (SIGSTOP): the connection stays open and nothing answers, as in a stall. */
  stall: () => void;
  unstall: () => void;
  stop: () => Promise<void>;
}

/** Sends a signal to a process and its children (PostgreSQL serves each connection from a child). */
function signalTree(pid: number, signal: "SIGSTOP" | "SIGCONT"): void {
  const children = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after the last ")".
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
  // Parent first on STOP, so it starts no new child meanwhile; children first on CONT.
  if (signal === "SIGSTOP") process.kill(pid, signal);
  // kill(1) signals the others when one has ended since it was listed (a connection closed).
  if (children.length > 0) spawnSync("kill", [`-${signal.slice(3)}`, ...children.map(String)]);
  if (signal === "SIGCONT") process.kill(pid, signal);
}

const required = process.env.DASHBOARD_TEST_ENGINES === "required";

function skip(reason: string): Skipped {
  if (required) throw new Error(`DASHBOARD_TEST_ENGINES=required, but ${reason}`);
  return { skipped: reason };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function postgresBin(): string | null {
  const config = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const candidates = [config.status === 0 ? config.stdout.trim() : ""];
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian))
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, version, "bin"));
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl"))) ?? null;
}

export async function startPostgres(): Promise<PostgresEngine | Skipped> {
  const bin = postgresBin();
  if (!bin) return skip("PostgreSQL is not installed (no initdb/pg_ctl; Debian: apt-get install postgresql)");
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync("id", ["-u", "postgres"]).status !== 0) return skip("running as root, and there is no postgres user to run PostgreSQL as");
  const as = (command: string, args: string[]) => (asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]) as [string, string[]];
  const run = (command: string, args: string[]) => {
    const [c, a] = as(path.join(bin, command), args);
    const r = spawnSync(c, a, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${command} failed: ${r.stderr || r.stdout}`);
  };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dashboard-pg-"));
  const data = path.join(dir, "data");
  const password = randomBytes(12).toString("hex");
  fs.writeFileSync(path.join(dir, "pw"), password);
  if (asRoot) execFileSync("chown", ["-R", "postgres", dir]);
  const port = await freePort();
  try {
    run("initdb", ["-D", data, "-U", "dashboard", "--auth=scram-sha-256", `--pwfile=${path.join(dir, "pw")}`, "-E", "UTF8", "--no-sync"]);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    return skip(`initdb could not make a cluster: ${(error as Error).message.slice(0, 300)}`);
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  const stopServer = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  const admin = `postgres://dashboard:${password}@127.0.0.1:${port}/postgres`;
  const postmasterPid = () => Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  let stopped = false;
  return {
    async createDatabase(name) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
      } finally {
        await client.end();
      }
      return `postgres://dashboard:${password}@127.0.0.1:${port}/${name}`;
    },
    pause: stopServer,
    resume: start,
    stall: () => signalTree(postmasterPid(), "SIGSTOP"),
    unstall: () => signalTree(postmasterPid(), "SIGCONT"),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        signalTree(postmasterPid(), "SIGCONT"); // a test that failed mid-stall
        stopServer();
      } catch {
        // already stopped by a fault test
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startRedis(): Promise<RedisEngine | Skipped> {
  if (spawnSync("redis-server", ["--version"]).status !== 0) return skip("Redis is not installed (no redis-server; Debian: apt-get install redis-server)");
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    for (let i = 0; i < 100; i++) {
      if (await redisAnswers(port)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stopServer = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once("exit", r));
    running.kill("SIGTERM");
    await exited;
  };
  await start();
  const signal = (name: "SIGSTOP" | "SIGCONT") => {
    if (child?.pid) process.kill(child.pid, name);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: stopServer,
    resume: start,
    stall: () => signal("SIGSTOP"),
    unstall: () => signal("SIGCONT"),
    // A stalled server does not exit on SIGTERM until it runs again.
    stop: async () => {
      signal("SIGCONT");
      await stopServer();
    },
  };
}
