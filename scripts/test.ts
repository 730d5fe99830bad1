// `npm test`: every suite — vitest (unit, property and demo-service HTTP tests), then
// Playwright (browser journeys against `npm start`), then a scan of the servers' logs
// from that run for the API key and signed URLs — and one closing line with the totals:
// "N passed, N failed". Gates run first: Biome's format and lint check, tsc, the client
// import rule, the sizes, apiRoute, knip and dependency-cruiser. The browser tests'
// production build runs beside vitest (its output to a file, printed when it fails); the
// server-only build check runs after them. Each stage's time is printed at the end.
// `npm test -- --unit` runs vitest alone;
// `npm run gates` runs the gates alone (seconds, before a commit).
// The servers' log lines go to files in the run's temporary folder, not between the results;
// a failed suite prints the end of its log.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_KEY } from "../e2e/env";
import { checkApiRoutes } from "./checks/api-routes";
import { checkClientImports } from "./checks/client-imports";
import { checkDependencyCruiser } from "./checks/dependency-cruiser";
import { COMPONENT_LIMIT, checkFileSizes, FILE_LIMIT } from "./checks/file-sizes";
import { checkKnip } from "./checks/knip";
import { checkServerOnlyBoundary } from "./checks/server-only-boundary";
import { logLines, printSlowest, printTail, readJson } from "./test-output";

const out = fs.mkdtempSync(path.join(os.tmpdir(), "call-results-tests-"));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/**
 * Runs a node script (on this Node, or another one's binary) with its output going straight
 * to ours, or into `logFile` when it runs beside another stage (their lines would interleave).
 */
function run(args: string[], extraEnv: Record<string, string> = {}, node = process.execPath, logFile?: string): Promise<{ code: number }> {
  return new Promise((resolve) => {
    const log = logFile ? fs.openSync(logFile, "w") : undefined;
    const child = spawn(node, args, { stdio: log === undefined ? "inherit" : ["ignore", log, log], env: { ...env, ...extraEnv } });
    child.on("close", (code) => {
      if (log !== undefined) fs.closeSync(log);
      resolve({ code: code ?? 1 });
    });
  });
}

/** How long each stage took, printed at the end (CI's time is a budget: issue #38). */
const stages: string[] = [];
const since = (start: number) => `${Math.round((Date.now() - start) / 1000)} s`;

let passed = 0;
let failed = 0;

/** A gate counts as one test: its name, and the problems it found. */
function gate(name: string, problems: string[]): void {
  if (problems.length === 0) {
    passed += 1;
    console.log(`✓ ${name}`);
  } else {
    failed += 1;
    console.log(`✘ ${name}\n${problems.join("\n")}`);
  }
}

// Gates first, so a style slip fails fast: format and lint, types, the client import rule,
// the sizes, apiRoute, dead code (knip) and the layers (dependency-cruiser).
// The unit run (`--unit`) skips them.
const unitOnly = process.argv.includes("--unit");
const gatesStarted = Date.now();
if (!unitOnly) {
  const biome = await run(["node_modules/@biomejs/biome/bin/biome", "ci", "--reporter=summary", "."]);
  gate("biome: format and lint", biome.code === 0 ? [] : ["run `npx biome check --write .` to apply the fixable ones"]);
  const tsc = await run(["node_modules/typescript/bin/tsc", "--noEmit"]);
  gate("tsc: types, unused locals and parameters", tsc.code === 0 ? [] : ["see the errors above"]);
  gate("client components import neither lib/server, zod, the contract barrel nor the demo service", checkClientImports(process.cwd()));
  gate(
    `no source file or stylesheet over ${FILE_LIMIT} lines, no component or hook over ${COMPONENT_LIMIT}, none past its allowance`,
    checkFileSizes(process.cwd()),
  );
  gate("every /api route handler declared through apiRoute", checkApiRoutes(process.cwd()));
  gate("knip: no file, export, type or dependency that nothing uses (knip.jsonc)", checkKnip(process.cwd()));
  gate(
    "dependency-cruiser: no import cycle, no import from a lower layer to a higher, no component folder loop (.dependency-cruiser*.cjs)",
    checkDependencyCruiser(process.cwd()),
  );
  if (process.argv.includes("--gates")) {
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  }
}

if (!unitOnly) stages.push(`gates ${since(gatesStarted)}`);

// The browser tests' production build (what `npm start` would build first), beside the unit
// suite: each leaves the other's cores idle part of the time (the build's single-threaded
// stretches, vitest's waits on its servers). BENCH_BASELINES as the e2e web server has it
// (playwright.config.ts), so `npm start` finds the artifact current.
const buildLog = path.join(out, "build.log");
const buildStarted = Date.now();
const e2eBuild = unitOnly
  ? undefined
  : run(["--import", "tsx", "scripts/build.ts", "--if-stale"], { BENCH_BASELINES: "1" }, process.execPath, buildLog).then((r) => {
      stages.push(`production build ${since(buildStarted)} (beside vitest)`);
      return r;
    });

const vitestJson = path.join(out, "vitest.json");
// The route handlers' JSON log lines go here (see vitest.config.ts), not between the results.
const unitServerLog = path.join(out, "unit-servers.log");
// UNIT_NODE: another Node's binary for the unit suite (CI runs it on Node 22, the rest on 24).
const unitNode = process.env.UNIT_NODE || process.execPath;
const unitNodeVersion = spawnSync(unitNode, ["-v"], { encoding: "utf8" }).stdout?.trim() || "a Node that did not start";
console.log(
  `unit suite on Node ${unitNodeVersion.replace(/^v/, "")}${unitNode === process.execPath ? "" : ` (UNIT_NODE; the rest on ${process.version.replace(/^v/, "")})`}`,
);
const vitestStarted = Date.now();
const vitest = await run(
  ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`],
  { UNIT_SERVER_LOG: unitServerLog },
  unitNode,
);
stages.push(`vitest ${since(vitestStarted)}`);
if (vitest.code !== 0) printTail(unitServerLog);
const v = readJson(vitestJson);
passed += v?.numPassedTests ?? 0;
failed += v?.numFailedTests ?? 0;
// Skipped suites (PostgreSQL or Redis not installed) are neither passed nor hidden.
if (v?.numPendingTests) console.log(`- ${v.numPendingTests} unit tests skipped; their names above say why`);
// A suite that crashed, or an error outside any test, still counts as a failure.
if (vitest.code !== 0 && (v?.numFailedTests ?? 0) === 0) failed += 1;

/** The closing lines: where the time went, and the totals. */
function finish(ok: boolean): never {
  console.log(`- stage times: ${stages.join(", ")}; in all ${since(gatesStarted)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

if (unitOnly || !e2eBuild) {
  finish(failed === 0 && vitest.code === 0);
}
const built = await e2eBuild;
gate(`the production build for the browser tests (its output: ${buildLog})`, built.code === 0 ? [] : [logLines(buildLog).slice(-40).join("\n")]);
// A production build per check, so it stays out of the unit suite.
const boundaryStarted = Date.now();
gate("the server-only boundary: a client component importing lib/server fails the build", checkServerOnlyBoundary());
stages.push(`server-only boundary ${since(boundaryStarted)}`);
// Without a build the browser tests cannot start (`npm start` would only try it again).
if (built.code !== 0) {
  console.log("- browser tests skipped: the production build failed (above)");
  finish(false);
}

const playwrightJson = path.join(out, "playwright.json");
// The servers' output (a JSON line per request among it) goes here, not between the results.
const serverLog = path.join(out, "servers.log");
// One worker unless E2E_WORKERS says more (each on a stack of its own, e2e/env.ts). On two
// cores two workers were no faster: about 16 s a test each instead of 7, and the longest
// journeys ran out of time. More cores can use them.
const browserStarted = Date.now();
const playwright = await run(["node_modules/@playwright/test/cli.js", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  E2E_SERVER_LOG: serverLog,
  E2E_WORKERS: process.env.E2E_WORKERS ?? "1",
});
stages.push(`browser tests ${since(browserStarted)}`);
const report = readJson(playwrightJson);
const stats = report?.stats;
printSlowest(report);
passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
failed += stats?.unexpected ?? 0;
if (stats?.skipped) console.log(`- ${stats.skipped} browser tests skipped; the list above says why`);
if (playwright.code !== 0 && (stats?.unexpected ?? 0) === 0) failed += 1;

// The dashboard's and the demo service's own output during the whole browser run.
const serverLines = logLines(serverLog);
if (playwright.code !== 0) printTail(serverLog);
const leaks = serverLines.filter((l) => l.includes(DEMO_KEY) || /signature=[0-9a-f]{16}/.test(l));
if (serverLines.length === 0) {
  // Outside CI Playwright may reuse a server you started; its logs are not ours to read.
  console.log("- server log scan skipped: the browser run reused a running server");
} else if (leaks.length === 0) {
  passed += 1;
  console.log(`✓ server logs of the browser run (${serverLines.length} lines, ${serverLog}) hold neither the API key nor a signed URL`);
} else {
  failed += 1;
  console.log(`✘ server logs leak secrets:\n${leaks.slice(0, 5).join("\n")}`);
}

finish(failed === 0 && vitest.code === 0 && playwright.code === 0);
