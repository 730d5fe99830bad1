import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";

/** The child of `pid` running `script` (start.ts has other children: tsx's esbuild service). */
function childRunning(pid: number, script: string): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid), "-f", script], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// A demo service that dies by a signal start.ts did not send (SIGABRT from a native
// assertion, as better-sqlite3 12 did on Node 24) must stop `npm start` at once, naming
// the child and the signal, instead of leaving the health wait to run for ten minutes.
test("npm start stops at once when a child dies by a signal it did not send", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-test-"));
  const start = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      CALL_RESULTS_API_BASE_URL: "",
      PORT: String(await freePort()),
      DEMO_SERVICE_PORT: String(await freePort()),
      DEMO_DATA_DIR: dataDir,
      // Enough calls that generating them outlasts the search for the child.
      DEMO_CALLS: "100000",
      SKIP_BUILD: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  start.stdout.on("data", (d: Buffer) => (output += d.toString()));
  start.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => start.on("close", (code) => resolve(code)));
  try {
    let demo: number | undefined;
    for (let i = 0; i < 100 && demo === undefined; i++) {
      await new Promise((r) => setTimeout(r, 100));
      demo = childRunning(start.pid!, "demo-service/main.ts")[0];
    }
    expect(demo, "start.ts spawned the demo service").toBeDefined();
    process.kill(demo!, "SIGABRT");
    const code = await Promise.race([exited, new Promise<"hung">((r) => setTimeout(() => r("hung"), 10_000))]);
    expect(code).toBe(1);
    expect(output).toContain("demo-service was killed by SIGABRT");
  } finally {
    if (start.exitCode === null) start.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
