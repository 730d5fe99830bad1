// The artifact (docs/deployment.md#the-artifact): its size on disk, its time from start to
// ready, `npm start`'s time when nothing changed (the hash matches, so no build), and the
// server's resident memory at idle after a few requests.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ARTIFACT_DIR, artifactIsCurrent, buildArtifact } from "../scripts/artifact/build";
import type { Figure } from "./figures";
import { treeRssMb } from "./rss";

function folderMb(dir: string): number {
  let bytes = 0;
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) bytes += fs.statSync(full).size;
    }
  };
  walk(dir);
  return bytes / 1024 / 1024;
}

/** Starts a command in a process group of its own and resolves with the ms until /api/health/ready answers 200. */
async function untilReady(command: string, args: string[], env: NodeJS.ProcessEnv, url: string): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: "ignore", detached: true });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(" ")} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).status === 200) return { ms: performance.now() - started, child };
    } catch {
      // starting
    }
    if (performance.now() - started > 120_000) throw new Error(`${url} was not ready within 120 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid!, "SIGTERM");
  await exited;
}

export async function artifactPart(options: { port: number; dataDir: string; smoke: boolean }, log: (line: string) => void): Promise<Figure[]> {
  const root = process.cwd();
  // No upstream: readiness depends on the store alone (the service's failure makes it "degraded", still 200).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(options.port),
    CALL_RESULTS_API_BASE_URL: "http://127.0.0.1:9",
    CALL_RESULTS_API_KEY: "bench-artifact-key",
    DASHBOARD_DATA_DIR: path.join(options.dataDir, "bench-artifact"),
    LOG_LEVEL: "warn",
  };
  if (!artifactIsCurrent({ root, env })) await buildArtifact({ root, env });
  const url = `http://127.0.0.1:${options.port}`;
  const sizeMb = folderMb(path.join(root, ARTIFACT_DIR));

  const starts: number[] = [];
  let rssMb = 0;
  for (let i = 0; i < (options.smoke ? 1 : 5); i++) {
    const { ms, child } = await untilReady(process.execPath, [`${ARTIFACT_DIR}/server.js`], env, url);
    starts.push(ms);
    if (i === 0) {
      for (let n = 0; n < 20; n++) await (await fetch(`${url}/api/health/ready`)).text();
      await new Promise((r) => setTimeout(r, options.smoke ? 500 : 5000));
      rssMb = treeRssMb(child.pid!);
    }
    await stop(child);
  }
  const npmStart = await untilReady("npm", ["start"], env, url);
  await stop(npmStart.child);

  const startMs = starts.sort((a, b) => a - b)[Math.floor(starts.length / 2)]!;
  log(`\nThe artifact (${ARTIFACT_DIR}/): ${sizeMb.toFixed(1)} MB`);
  log(`  node ${ARTIFACT_DIR}/server.js, start to ready: ${startMs.toFixed(0)} ms (median of ${starts.length})`);
  log(`  npm start with nothing changed, to ready: ${npmStart.ms.toFixed(0)} ms`);
  log(`  RSS at idle: ${rssMb.toFixed(0)} MB`);
  return [
    { name: "artifact size (MB)", unit: "MB", value: sizeMb, goal: { kind: "max", max: 150 } },
    { name: "artifact start to ready (ms)", unit: "ms", value: startMs, goal: { kind: "max", max: 3000 } },
    { name: "npm start, nothing changed, to ready (ms)", unit: "ms", value: npmStart.ms, goal: { kind: "max", max: 5000 } },
    { name: "artifact RSS at idle (MB)", unit: "MB", value: rssMb, goal: { kind: "max", max: 300 } },
  ];
}
