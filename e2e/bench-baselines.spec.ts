// The bench's baseline pages are there only when the bench asks for them: the e2e server
// is built and started with BENCH_BASELINES=1 and serves them; a dashboard started on the
// same build without it answers 404 (a build without it does not even compile them: see
// bench/baselines-gate.test.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { DEMO_KEY, DEMO_URL, e2ePort } from "./env";
import { serverLogStdio } from "./support";

const BASELINES = ["/bench-baselines/bare", "/bench-baselines/table?pageSize=5"];
let server: ChildProcess | undefined;
test.afterAll(() => server?.kill("SIGTERM"));

test("the baseline pages answer when the server runs with BENCH_BASELINES=1", async ({ page }) => {
  await page.goto(BASELINES[0]!);
  await expect(page.getByRole("heading", { name: "Bare Next page" })).toBeVisible();
  await page.goto(BASELINES[1]!);
  await expect(page.getByRole("table", { name: "Call results" }).getByRole("row")).toHaveCount(6);
});

test("a normal start answers 404 for the baseline pages", async ({ request }) => {
  const port = e2ePort(30);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    CALL_RESULTS_API_BASE_URL: DEMO_URL,
    CALL_RESULTS_API_KEY: DEMO_KEY,
  };
  delete env.BENCH_BASELINES;
  server = spawn(process.execPath, ["dist/server.js"], { env, stdio: serverLogStdio() });
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${url}/icon.svg`).catch(() => undefined))?.status, { timeout: 20_000 }).toBe(200);
  for (const path of BASELINES) expect((await request.get(`${url}${path}`)).status(), path).toBe(404);
  // The same server serves the calls page, so the 404s are the gate's, not a broken start.
  expect((await request.get(`${url}/`)).status()).toBe(200);
});
