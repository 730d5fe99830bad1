// Shared steps of the browser journeys: the demo service as the tests' oracle, and
// reading the calls table the way a user (or screen reader) would.

import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { demoClient } from "@/demo-service/client";
import type { Faults } from "@/demo-service/faults";
import type { ListResponse } from "@/lib/call-results";
import { DEMO_KEY, DEMO_URL, E2E_SERVER_LOG } from "./env";

/** The e2e demo service, called directly with its key (paths, faults, the request log). */
export const demo = demoClient(DEMO_URL, DEMO_KEY);

/** The demo service's own answer to a list query, over HTTP with the key. */
export function upstreamList(params: Record<string, string | number> = {}): Promise<ListResponse> {
  return demo.list(params);
}

export function setFaults(faults: Partial<Faults>): Promise<void> {
  return demo.setFaults(faults);
}

export function clearFaults(): Promise<void> {
  return demo.clearFaults();
}

/** stdio for a server a spec starts: its output joins the web server's in E2E_SERVER_LOG. */
export function serverLogStdio(): StdioOptions {
  const fd = fs.openSync(E2E_SERVER_LOG, "a");
  return ["ignore", fd, fd];
}

/**
 * Starts a dashboard as `npm start` serves it (the artifact's dist/server.js), or a
 * bare `next start`, on the build the e2e web server made and the e2e demo service, and
 * resolves once it answers. `started` gets the child at once, so a spec's afterAll can stop
 * it even when it never came up.
 */
export async function spawnDashboard(
  port: number,
  env: Record<string, string>,
  started: (child: ChildProcess) => void,
  { bareNext = false }: { bareNext?: boolean } = {},
): Promise<string> {
  const args = bareNext ? ["node_modules/next/dist/bin/next", "start", "-p", String(port)] : ["dist/server.js"];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CALL_RESULTS_API_BASE_URL: DEMO_URL, CALL_RESULTS_API_KEY: DEMO_KEY, PORT: String(port), ...env },
    stdio: serverLogStdio(),
  });
  started(child);
  const url = `http://127.0.0.1:${port}`;
  // Up to 30 s: several specs start two dashboards at once on a 2-core machine.
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/icon.svg`)).ok) return url;
    } catch {
      // starting
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`dashboard on ${port} did not start`);
}

export const callsTable = (page: Page) => page.getByRole("grid", { name: "Call results" });

/** Shows or hides a column through the column picker. */
export async function showColumn(page: Page, label: string, visible = true) {
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("group", { name: "Visible columns" }).getByRole("checkbox", { name: label, exact: true }).setChecked(visible);
  await page.keyboard.press("Escape");
}

/** Sets statuses in the filter bar's Status popover (opened, then closed with Escape). */
export async function setStatuses(page: Page, statuses: Record<string, boolean>) {
  await page.getByRole("button", { name: /^Status: / }).click();
  const group = page.getByRole("dialog", { name: "Status" }).getByRole("group", { name: "Status" });
  for (const [label, checked] of Object.entries(statuses)) await group.getByRole("checkbox", { name: label, exact: true }).setChecked(checked);
  await page.keyboard.press("Escape");
}

/** Searches by one id: the field ("Agent ID") in the id search's choice, then its value, applied with Enter. */
export async function searchId(page: Page, label: string, value: string) {
  await page.getByRole("combobox", { name: "Search by" }).selectOption({ label });
  await page.getByRole("searchbox", { name: label }).fill(value);
  await page.getByRole("searchbox", { name: label }).press("Enter");
}

/** Opens the filter bar's Created popover, for its preset and from/to fields. */
export async function openCreated(page: Page) {
  await page.getByRole("button", { name: /^Created: / }).click();
  await expect(page.getByRole("dialog", { name: "Created" })).toBeVisible();
}

/** Picks a time zone in the filter bar's control by its option's name ("UTC", "America/New_York", "Browser's zone (…)"). */
export async function chooseZone(page: Page, option: string | RegExp, search = "") {
  await page.getByRole("button", { name: /^Time zone: / }).click();
  if (search) await page.getByRole("combobox", { name: "Time zone" }).fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The call ids of the rows, in order, read from their copy buttons (Call ID column shown). */
export async function callIdsInTable(page: Page): Promise<string[]> {
  const names = await callsTable(page)
    .getByRole("button", { name: /^Copy call ID / })
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  return names.map((n) => n.replace(/^Copy call ID /, ""));
}

/** Waits until the table shows exactly these calls, in this order. */
export async function expectCalls(page: Page, expected: string[]) {
  await expect.poll(() => callIdsInTable(page), { timeout: 10_000 }).toEqual(expected);
}

export async function expectTotal(page: Page, total: number) {
  // The rows' range and the total ("1–20 of 12,345"), the total whole: "of 1" alone also
  // matched "of 12,345" (before the view was filtered) and "Page 1 of 1".
  const whole = new RegExp(`–[\\d,]+ of ${total.toLocaleString("en-US")}(?![\\d,])`);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(whole);
}

/**
 * Opens a page and waits until React has hydrated it and the streamed server HTML has been
 * swapped in (React reveals streamed content up to 300 ms late), so clicks reach live
 * controls and every control exists once.
 */
export async function open(page: Page, url = "/") {
  await page.goto(url);
  await settled(page);
}

export async function settled(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" && !document.querySelector('div[hidden][id^="S:"]'));
}

/**
 * Holds back every script the page asks for from now on, until the returned function is
 * called: code that loads on demand then arrives after the user acted.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Scripts only: the stylesheets (beside them in chunks/) block the first paint, which a
  // test of what the page does before its scripts needs.
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}
