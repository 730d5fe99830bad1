// The API key must never reach the browser: not in the built client files, the HTML or
// RSC payloads of any page, or any API response.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_KEY } from "./env";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    // Links point into node_modules (external packages), not at build output.
    if (e.isSymbolicLink()) return [];
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

test("no file of the build contains the key, client or server side", () => {
  const files = filesUnder(".next").filter((f) => !f.startsWith(path.join(".next", "cache")));
  expect(files.filter((f) => f.startsWith(path.join(".next", "static"))).length).toBeGreaterThan(5);
  for (const file of files) expect(fs.readFileSync(file, "latin1").includes(DEMO_KEY), file).toBe(false);
});

const PAGES = ["/", "/?status=completed&pageSize=50", "/calls/call_demo_long", "/tasks/task_demo_long", "/does-not-exist"];
const API = [
  "/api/call-results",
  "/api/call-results?pageSize=500",
  "/api/call-results?pageSize=0",
  "/api/call-results/call_demo_long/audio",
  "/api/call-results/call_demo_no_audio/audio",
  "/api/call-results/by-call-task/task_demo_long/audio",
  "/api/call-results/..%2F/audio",
];

test("no page's HTML or RSC payload and no API response contains the key", async ({ request }) => {
  for (const url of PAGES) {
    const html = await request.get(url);
    expect(await html.text(), url).not.toContain(DEMO_KEY);
    const rsc = await request.get(url, { headers: { RSC: "1" } });
    expect(await rsc.text(), `${url} (RSC)`).not.toContain(DEMO_KEY);
  }
  for (const url of API) {
    const r = await request.get(url);
    expect(await r.text(), url).not.toContain(DEMO_KEY);
    expect(JSON.stringify(r.headers()), url).not.toContain(DEMO_KEY);
  }
});
