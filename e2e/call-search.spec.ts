// Finding a call through the dashboard's call index (issue #37): by a phone number in any
// written form, by part of an agent's name with its accents left out, by duration and
// direction with the table's total equal to the summary's; the coverage line; and a view the
// service serves, as before, on the e2e web server, which runs with DASHBOARD_INDEX=off
// (playwright.config.ts). The index's tests run on a dashboard of their own with the index
// on. The demo service is the oracle: every call of a closed created range the index
// covers, read from it directly and filtered here.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { CallResult } from "@/lib/call-results";
import type { IndexStatus } from "@/lib/dashboard-api/index-status";
import { expectAxeClean } from "./axe";
import { e2ePort } from "./env";
import { callIdsInTable, callsTable, demo, expectTotal, open, spawnDashboard, upstreamList } from "./support";

test.describe.configure({ timeout: 180_000 });

const digits = (text: string) => text.replace(/\D/g, "");
const fmt = (n: number) => n.toLocaleString("en-US");
const summary = (page: Page) => page.getByRole("region", { name: "Summary" });
const searchBox = (page: Page, name = "Call ID") => page.getByRole("searchbox", { name });
// The filter bar's own buttons: the table has a Duration button too (its sort).
const filterButton = (page: Page, name: string) => page.getByRole("region", { name: "Filters" }).getByRole("button", { name: new RegExp(`^${name}`) });

let range = "";
const calls: CallResult[] = [];
/** The dashboard with the index on. */
let base = "";
const servers: ChildProcess[] = [];
test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

// The index fills from the demo service when the dashboard starts; the tests wait for its
// backfill, then read the same closed range from the service.
test.beforeAll(async ({ request }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-call-search-"));
  base = await spawnDashboard(e2ePort(80), { DASHBOARD_DATA_DIR: dataDir, DASHBOARD_INDEX: "on" }, (child) => servers.push(child));
  let status: IndexStatus | undefined;
  await expect
    .poll(
      async () => {
        status = (await (await request.get(`${base}/api/index/status`)).json()) as IndexStatus;
        return status.backfill.done && status.coverageFrom !== null && status.coverageTo !== null;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
  // A day inside each end of what the index covers: calls that may still change (a live call
  // that ends while the tests run) and the oldest, which the retention's prune takes as time
  // goes by, stay out, so the service's answer holds for every test.
  const coverageFrom = new Date(Date.parse(status!.coverageFrom!) + 86_400_000).toISOString();
  const createdTo = new Date(Date.parse(status!.coverageTo!) - 86_400_000).toISOString();
  range = `createdFrom=${encodeURIComponent(coverageFrom)}&createdTo=${encodeURIComponent(createdTo)}`;
  for (let page = 1; ; page++) {
    const answer = await upstreamList({ createdFrom: coverageFrom, createdTo, pageSize: 500, page });
    calls.push(...answer.data);
    if (page >= answer.pagination.totalPages) break;
  }
  expect(calls.length).toBeGreaterThan(1000);
});

test("a phone number is found in any written form, and the box says what it matched", async ({ page }) => {
  // A number from the middle of the range, written three ways.
  const number = digits(calls.filter((c) => c.from.startsWith("+"))[1000]!.from);
  const national = number.slice(-10);
  const forms = [
    `+${number.slice(0, -10)} (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
    `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
    national.slice(-4),
  ];
  for (const form of forms) {
    const wanted = digits(form);
    const expected = calls.filter((c) => `${digits(c.from)} ${digits(c.to)}`.includes(wanted)).length;
    await open(page, `${base}/?${range}`);
    await searchBox(page).fill(form);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/[?&]phone=/);
    await expect(page.getByRole("status").filter({ hasText: `Phone number contains ${wanted}` })).toHaveCount(1);
    await expect(page.getByRole("group", { name: "Active filters" })).toContainText(`Phone number contains ${wanted}`);
    await expectTotal(page, expected);
    await expect(summary(page)).toContainText(`${fmt(expected)} calls`);
    await expect(callsTable(page).getByRole("row").nth(1)).toContainText(national.slice(-4));
  }
  // Two digits are not searched: the box says 3 are needed.
  await searchBox(page, "Phone number").fill("45");
  await searchBox(page, "Phone number").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "needs at least 3 digits" })).toBeVisible();
});

test("an agent's name is found with its accents left out", async ({ page }) => {
  const expected = calls.filter((c) => c.agentName === "Línea Española").length;
  expect(expected).toBeGreaterThan(0);
  await open(page, `${base}/?${range}`);
  await searchBox(page).fill("linea espanola");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/[?&]agentName=linea\+espanola/);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText("Agent name contains 'linea espanola'");
  await expectTotal(page, expected);
  await expect(callsTable(page).getByRole("row").nth(1)).toContainText("Línea Española");
  // An id that is one still goes to the service.
  const id = calls[0]!.callId;
  await open(page, `${base}/?${range}`);
  await searchBox(page).fill(id);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]callId=${id}`));
  await expectTotal(page, 1);
  await expect(page.getByRole("status").filter({ hasText: /^From the search index/ })).toHaveCount(0);
});

test("a call added upstream is found by its number within 10 s", async ({ page }) => {
  // A number no generated call has: the demo's numbers start 2–9 after the country code.
  const number = `+1 (100) 555-${String(Date.now() % 10_000).padStart(4, "0")}`;
  const started = (await demo.startCalls(1, { from: number })).find((c) => c.projectId === 1)!;
  await expect
    .poll(
      async () => {
        await open(page, `${base}/?phone=${encodeURIComponent(number)}`);
        return callIdsInTable(page);
      },
      { timeout: 10_000, intervals: [1000] },
    )
    .toContain(started.callId);
});

test("a duration and direction filter: the table's total equals the summary's, and the coverage line says what the index covers", async ({ page }) => {
  const expected = calls.filter((c) => c.direction !== "outbound" && c.durationSeconds !== null && c.durationSeconds >= 60 && c.durationSeconds <= 300).length;
  await open(page, `${base}/?${range}`);
  await filterButton(page, "Direction").click();
  const directions = page.getByRole("dialog", { name: "Direction" });
  await directions.getByRole("checkbox", { name: "Inbound" }).check();
  await directions.getByRole("checkbox", { name: "Web" }).check();
  await page.keyboard.press("Escape");
  await filterButton(page, "Duration").click();
  await page.getByRole("textbox", { name: "Minimum duration" }).fill("1:00");
  await page.getByRole("textbox", { name: "Maximum duration" }).fill("300");
  await page.getByRole("textbox", { name: "Maximum duration" }).press("Enter");
  await expect(page).toHaveURL(/minDuration=60/);
  await expect(page).toHaveURL(/maxDuration=300/);
  await expect(page).toHaveURL(/direction=inbound%2Cweb|direction=inbound,web/);
  await expectTotal(page, expected);
  await expect(summary(page)).toContainText(`${fmt(expected)} calls`);
  await expect(page.getByRole("status").filter({ hasText: /^From the search index, updated \d+ s ago/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Search covers \d{1,2} \w{3,4} – now/ })).toBeVisible();
  // A bad duration is named, and nothing changes.
  await filterButton(page, "Duration").click();
  await page.getByRole("textbox", { name: "Minimum duration" }).fill("ten");
  await page.getByRole("textbox", { name: "Minimum duration" }).press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Minimum duration" })).toBeVisible();
  await expect(page).toHaveURL(/minDuration=60/);
});

const NO_NAME = "No agent name";

/** Each agent's calls in the oracle, under its name: a call that came without a name is its agent's; an agent never named, NO_NAME's. */
function callsByAgent(list: CallResult[]): Map<string, number> {
  const names = new Map(list.filter((c) => c.agentName).map((c) => [c.agentId, c.agentName!]));
  const out = new Map<string, number>();
  for (const c of list) {
    const name = names.get(c.agentId) ?? NO_NAME;
    out.set(name, (out.get(name) ?? 0) + 1);
  }
  return out;
}

/** The Agent popover's choices as [name, calls], in its order. */
async function listedAgents(page: Page) {
  const boxes = page.getByRole("dialog", { name: "Agent" }).getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  return (await boxes.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).map((text) => {
    const [, name, n] = /^(.*), ([\d,]+) calls$/.exec(text)!;
    return [name!, Number(n!.replace(/,/g, ""))] as const;
  });
}

test("the Agent filter lists the view's agents with their calls; two chosen, the table's total equals the summary's and their counts' sum", async ({
  page,
}) => {
  const byAgent = callsByAgent(calls.filter((c) => c.status !== "failed"));
  await open(page, `${base}/?${range}&status=${["preparing", "ringing", "in_progress", "completed", "no_answer", "unreachable"].join(",")}`);
  await filterButton(page, "Agent").click();
  const dialog = page.getByRole("dialog", { name: "Agent" });
  // The names (the "No agent name" choice comes first, whatever its count: the next test).
  const listed = (await listedAgents(page)).filter(([name]) => name !== NO_NAME);
  // Most calls first, each as many as the service has for that agent under the view's filters.
  expect(listed.map(([, n]) => n)).toEqual(listed.map(([, n]) => n).sort((a, b) => b - a));
  for (const [name, n] of listed) expect(n, name).toBe(byAgent.get(name));
  const [[first, a], [second, b]] = [listed[0]!, listed[1]!];
  await expectAxeClean(page, "the Agent popover, light", '[role="dialog"]');
  await dialog.getByRole("checkbox", { name: `${first}, ${fmt(a)} calls` }).check();
  await expect(page).toHaveURL(/[?&]agent=/);
  await dialog.getByRole("checkbox", { name: `${second}, ${fmt(b)} calls` }).check();
  await expect(page).toHaveURL(/agent=.*&agent=|agent=[^&]*&(.*&)?agent=/);
  await expectTotal(page, a + b);
  // "2,315 of 2,522 calls in range": the view's statuses of all of the two agents' calls.
  await expect(summary(page)).toContainText(`${fmt(a + b)} of `);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(`Agent: ${first}, ${second}`);
  // Finding an agent by part of the name, accents aside.
  await dialog.getByRole("searchbox", { name: "Find an agent" }).fill("linea");
  await expect(dialog.getByRole("checkbox", { name: /^Línea Española/ })).toBeVisible();
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAxeClean(page, "the Agent popover, dark", '[role="dialog"]');
  await page.keyboard.press("Escape");
  // A reload keeps it (the URL is the view), and the phone's Filters sheet has the button too.
  await page.reload();
  await expectTotal(page, a + b);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(filterButton(page, "Agent")).toBeVisible();
  await expect(filterButton(page, "Agent")).toHaveAccessibleName(`Agent: ${first}, ${second}`);
});

test("the Agent filter's 'No agent name' shows its calls' count, and choosing it the table's total equals that count", async ({ page }) => {
  const noName = callsByAgent(calls).get(NO_NAME) ?? 0;
  // The demo has agents that never had a name (docs/demo-service.md).
  expect(noName).toBeGreaterThan(0);
  await open(page, `${base}/?${range}`);
  await filterButton(page, "Agent").click();
  const listed = await listedAgents(page);
  expect(listed[0]).toEqual([NO_NAME, noName]);
  await page
    .getByRole("dialog", { name: "Agent" })
    .getByRole("checkbox", { name: `${NO_NAME}, ${fmt(noName)} calls` })
    .check();
  await expect(page).toHaveURL(/[?&]agentNone=yes/);
  await expectTotal(page, noName);
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText(`${NO_NAME}: Yes`);
  await page.keyboard.press("Escape");
  await expect(filterButton(page, "Agent")).toHaveAccessibleName(`Agent: ${NO_NAME}`);
});

test("a review's tag and score filter the view: exactly the call reviewed, a minimum above the maximum named", async ({ page }) => {
  const call = calls[calls.length >> 1]!;
  const put = await page.request.put(`${base}/api/calls/${call.callId}/review`, { data: { score: 2, tags: ["escalate"] } });
  expect(put.status()).toBe(200);
  await open(page, `${base}/?${range}`);
  await filterButton(page, "More").click();
  const dialog = page.getByRole("dialog", { name: "Voicemail, recording and review" });
  await dialog.getByRole("combobox", { name: "Review tag" }).selectOption("escalate");
  await expect(page).toHaveURL(/[?&]tag=escalate/);
  await expectTotal(page, 1);
  expect(await callIdsInTable(page)).toEqual([call.callId]);
  await expect(summary(page)).toContainText("1 call");
  await dialog.getByRole("combobox", { name: "Maximum score" }).selectOption("2");
  await expect(page).toHaveURL(/[?&]maxScore=2/);
  await expectTotal(page, 1);
  await expectAxeClean(page, "the More popover, light", '[role="dialog"]');
  // A minimum above the maximum is named, and nothing changes.
  await dialog.getByRole("combobox", { name: "Minimum score" }).selectOption("3");
  await expect(dialog.getByRole("alert")).toContainText("Minimum score must not be more than the maximum");
  await expect(page).not.toHaveURL(/minScore=/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAxeClean(page, "the More popover, dark", '[role="dialog"]');
  await page.keyboard.press("Escape");
  await open(page, `${base}/?${range}&tag=escalate&minScore=3`);
  await expect(page.getByText("No calls match these filters.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText("Review tag: escalate");
  await expect(page.getByRole("group", { name: "Active filters" })).toContainText("Minimum score: 3");
});

test("the index's filters sit in the same one-line filter bar at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(
    page,
    `${base}/?phone=4155554567&status=completed,failed&created=15m&direction=inbound,web&minDuration=60&maxDuration=3600&voicemail=no&recording=yes&agent=L%C3%ADnea%20Espa%C3%B1ola&tz=America/Argentina/Buenos_Aires`,
  );
  const bar = page.getByRole("region", { name: "Filters" });
  const controls = [
    bar.getByRole("combobox", { name: "Search by" }),
    bar.getByRole("searchbox", { name: "Phone number" }),
    bar.getByRole("button", { name: "Status: 2 selected" }),
    bar.getByRole("button", { name: "Created: Last 15 minutes" }),
    bar.getByRole("button", { name: "Direction: Inbound, Web" }),
    bar.getByRole("button", { name: "Duration: 1:00 – 60:00" }),
    bar.getByRole("button", { name: "Agent: Línea Española" }),
    bar.getByRole("button", { name: "More: Voicemail no, Recording yes" }),
    bar.getByRole("button", { name: "Time zone: America/Argentina/Buenos_Aires" }),
  ];
  const boxes = await Promise.all(controls.map(async (c) => (await c.boundingBox())!));
  for (const box of boxes) for (const other of boxes) expect(box.y < other.y + other.height / 2 && other.y + other.height / 2 < box.y + box.height).toBe(true);
});

test("with DASHBOARD_INDEX=off a view the service serves works as before, without the index's filters", async ({ page }) => {
  const expected = await upstreamList({ status: "failed" });
  await open(page, "/?status=failed");
  await expectTotal(page, expected.pagination.total);
  await expect(filterButton(page, "Direction")).toHaveCount(0);
  await expect(filterButton(page, "Duration")).toHaveCount(0);
  // The box takes ids only: a number is a call id here.
  await searchBox(page).fill("4567");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/[?&]callId=4567/);
  await expect(page).not.toHaveURL(/phone=/);
});
