// `npm start`: builds the artifact (scripts/artifact/build.ts) when the sources changed
// since its last build, and serves it on PORT (default 3000) with `node dist/server.js`.
// Without CALL_RESULTS_API_BASE_URL it also starts the embedded demo Call Results Service
// (from the repository: the artifact holds none unless built with --with-demo).
// `npm run dev` does the same with `next dev` instead of a production build.
import { type ChildProcess, spawn } from "node:child_process";
import process from "node:process";
import nextEnv from "@next/env";
import { DEMO_SERVICE_DEFAULT_PORT, usesDemoService } from "../lib/data-source";
import { createLogger } from "../lib/log/create-logger";
import { ARTIFACT_DIR, artifactIsCurrent, buildArtifact } from "./artifact/build";

const dev = process.argv.includes("--dev");
// .env.local and .env apply to the demo service and to the choice of data source too.
nextEnv.loadEnvConfig(process.cwd(), dev);
const log = createLogger({ level: process.env.LOG_LEVEL, format: process.env.LOG_FORMAT });
const port = process.env.PORT ?? "3000";
const demoPort = process.env.DEMO_SERVICE_PORT ?? String(DEMO_SERVICE_DEFAULT_PORT);
const useDemo = usesDemoService(process.env);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const children: ChildProcess[] = [];
// Set once this script starts stopping its children, so the SIGTERM it sends them is not
// mistaken for a crash.
let stopping = false;

function stopAll(code: number): never {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stopAll(130));
process.on("SIGTERM", () => stopAll(143));

function run(command: string, args: string[], name: string): ChildProcess {
  const child = spawn(command, args, { env, stdio: "inherit" });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    // A child killed by a signal we did not send (SIGABRT from a native assertion, the OOM
    // killer's SIGKILL) stops everything at once, rather than leaving a health wait to time out.
    if (signal !== null) {
      log.error(`${name} was killed by ${signal}`);
      stopAll(1);
    }
    log.error(`${name} exited with code ${code}`);
    stopAll(code ?? 1);
  });
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log.error(`Timed out waiting for ${url}`);
  stopAll(1);
}

if (useDemo) {
  run(process.execPath, ["--import", "tsx", "demo-service/main.ts"], "demo-service");
  // The first start generates the data (a few seconds for the default 100k calls).
  await waitFor(`http://127.0.0.1:${demoPort}/healthz`, 600_000);
}

if (dev) {
  run(process.execPath, ["node_modules/next/dist/bin/next", "dev", "-p", port], "next dev");
} else {
  // SKIP_BUILD=1: the artifact as it is (a second instance started beside the first, which built it).
  if (process.env.SKIP_BUILD !== "1" && !artifactIsCurrent({ root: process.cwd(), env })) {
    log.info("dashboard: the sources changed since the last build (or there is none): building");
    try {
      await buildArtifact({ root: process.cwd(), env });
    } catch (error) {
      log.error(`dashboard: ${(error as Error).message}`);
      stopAll(1);
    }
  }
  // The artifact's front server: Next behind a server that tells it each request's real
  // peer address (the audit trail, the sign-in limits and the trusted-proxy mode must not
  // take the client's word for it), run by node alone.
  run(process.execPath, [`${ARTIFACT_DIR}/server.js`], "dashboard");
}
