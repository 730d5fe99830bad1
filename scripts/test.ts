// `npm test`: every suite — vitest (unit and demo-service HTTP tests), then Playwright
// (browser journeys against `npm start`) — and one closing line with the totals:
// "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const out = fs.mkdtempSync(path.join(os.tmpdir(), "call-results-tests-"));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const node = process.execPath;

function run(args: string[], extraEnv: Record<string, string> = {}): number {
  const r = spawnSync(node, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}

function readJson(file: string): Record<string, any> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;

const vitestJson = path.join(out, "vitest.json");
const vitestExit = run(["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`]);
const vitest = readJson(vitestJson);
passed += vitest?.numPassedTests ?? 0;
failed += vitest?.numFailedTests ?? 0;
// A suite that crashed before reporting still counts as a failure.
if (vitestExit !== 0 && (vitest?.numFailedTests ?? 0) === 0) failed += 1;

const playwrightJson = path.join(out, "playwright.json");
const playwrightExit = run(["node_modules/@playwright/test/cli.js", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});
const stats = readJson(playwrightJson)?.stats;
passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
failed += stats?.unexpected ?? 0;
if (playwrightExit !== 0 && (stats?.unexpected ?? 0) === 0) failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitestExit !== 0 || playwrightExit !== 0 ? 1 : 0);
