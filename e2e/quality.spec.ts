// The quality program (issue #41) end to end, on a dashboard of this spec's own with the call
// index on (the shared e2e servers run with DASHBOARD_INDEX=off), behind a trusted proxy
// where ada is an admin, rita and sam listeners and vic a viewer. An admin creates a
// 10-question scorecard with a critical question, defines a plan and runs it once (3 calls
// each to rita and sam); rita works her queue by keyboard only, the keys counted; a critical
// "no" fails its evaluation and shows under "Needs attention"; editing the form makes
// version 2 and the evaluations stay on version 1; a viewer has no controls and gets 403.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAxeClean } from "./axe";
import { DEMO_URL, e2ePort } from "./env";
import { settled, spawnDashboard } from "./support";

const servers: ChildProcess[] = [];
let url = "";
test.describe.configure({ mode: "serial", timeout: 180_000 });

const AGENTS = ["Reception Desk", "Billing Assistant"];
const QUESTIONS = Array.from({ length: 10 }, (_, i) => (i === 0 ? "Verified the caller's identity" : `Quality point ${i + 1}`));

test.beforeAll(async () => {
  const env = {
    DASHBOARD_AUTH: "proxy",
    DASHBOARD_TRUSTED_PROXIES: "127.0.0.1",
    DASHBOARD_PROXY_ROLES: "ada=admin,rita=listener,sam=listener,vic=viewer",
    DASHBOARD_INDEX: "on",
    RECORDING_ORIGINS: DEMO_URL,
    DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "e2e-quality-")),
  };
  url = await spawnDashboard(e2ePort(86), env, (c) => servers.push(c));
  // Plans draw from the index: wait for its backfill.
  await expect
    .poll(
      async () => {
        // A busy machine may drop a request while the backfill runs: asked again on the next poll.
        const status = await fetch(`${url}/api/index/status`, { headers: { "x-forwarded-user": "ada" } })
          .then((r) => r.json())
          .catch(() => null);
        return status?.backfill?.done === true && status.rows > 0;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
});
test.afterAll(() => servers.forEach((s) => s.kill("SIGTERM")));

async function pageAs(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { "x-forwarded-user": user } });
  return context.newPage();
}

test("an admin creates a 10-question scorecard with a critical question, and runs a plan once for two reviewers", async ({ browser }) => {
  const page = await pageAs(browser, "ada");
  await page.goto("/quality");
  await settled(page);
  await page.getByRole("button", { name: "New scorecard" }).click();
  const editor = page.getByRole("form", { name: "New scorecard" });
  await editor.getByLabel("Form name").fill("Support basics");
  await editor.getByLabel("Default form").check();
  for (let i = 1; i < QUESTIONS.length; i++) await editor.getByRole("button", { name: "Add question" }).click();
  for (const [i, text] of QUESTIONS.entries()) {
    const row = editor.getByRole("group", { name: `Question ${i + 1}`, exact: true });
    await row.getByLabel("Question text").fill(text);
    if (i === 0) await row.getByLabel(/^Critical/).check();
  }
  await editor.getByRole("button", { name: "Create form" }).click();
  const forms = page.getByRole("table", { name: "Scorecards" });
  await expect(forms.getByRole("row", { name: /Support basics/ })).toContainText("10");
  await expectAxeClean(page, "the page");

  const plan = page.getByRole("form", { name: "New sampling plan" });
  await plan.getByLabel("Plan name").fill("Weekly sample");
  await plan.getByLabel("Reviewers, comma-separated").fill("rita, sam");
  await plan.getByLabel("Agents, comma-separated (all when empty)").fill(AGENTS.join(", "));
  await plan.getByLabel("Calls per agent").fill("3");
  await plan.getByLabel("From the last days").fill("90");
  await plan.getByRole("button", { name: "Create plan" }).click();
  await page.getByRole("button", { name: "Run Weekly sample now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Assigned" })).toHaveText(/Assigned 6 calls \(seed \d+\)\./);
  // Each reviewer has 3, and the run is in the audit trail with its seed.
  for (const reviewer of ["rita", "sam"]) {
    const mine = await fetch(`${url}/api/assignments`, { headers: { "x-forwarded-user": reviewer } }).then((r) => r.json());
    expect(mine.assignments).toHaveLength(3);
  }
  const audit = await page.request.get("/api/audit?action=plan").then((r) => r.json());
  expect(JSON.stringify(audit)).toMatch(/seed \d+, filter/);
});

test("a reviewer works the queue by keyboard only: 3 calls, at most 15 keys per call beyond the answers", async ({ browser }) => {
  const page = await pageAs(browser, "rita");
  await page.goto("/queue");
  await settled(page);
  await expect(page.getByRole("heading", { name: "My queue", level: 1 })).toBeVisible();
  const rows = page.getByRole("table", { name: "Assignments" }).getByRole("row");
  await expect(rows).toHaveCount(4); // the header and 3 assignments
  await expect(rows.nth(1).getByRole("link")).toBeFocused();
  await expectAxeClean(page, "my queue");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAxeClean(page, "my queue, dark");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(rows.nth(1).getByRole("link")).toBeFocused();
  let keys = 0;
  let answers = 0;
  const press = async (key: string, answer = false) => {
    if (answer) answers++;
    else keys++;
    await page.keyboard.press(key);
  };
  // The first link has focus; J and K move through the rows, Enter opens the call.
  await press("j");
  await press("k");
  await press("Enter");
  for (let call = 0; call < 3; call++) {
    const form = page.getByRole("form", { name: "Evaluation" });
    await expect(form.getByRole("group", { name: QUESTIONS[9] })).toBeVisible();
    await expect(page.getByText(`Call 1 of ${3 - call} in your queue`)).toBeVisible();
    await expect(form.getByRole("group", { name: QUESTIONS[0] })).toBeFocused();
    // The first call fails its critical question ("No" is its second option); the others pass.
    for (let q = 0; q < 10; q++) await press(q === 0 && call === 0 ? "2" : "1", true);
    await expect(form.getByRole("status")).toContainText(call === 0 ? "Critical failure" : "Score: 100 %");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await press("Control+Enter");
    if (call < 2) await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(heading ?? "");
  }
  await expect(page).toHaveURL(/\/queue$/);
  await expect(page.getByText("Nothing to review: no open assignments.")).toBeVisible();
  expect(answers).toBe(30);
  // Enter, J and K once, then Ctrl+Enter per call: well within 15 a call.
  expect(keys / 3).toBeLessThanOrEqual(15);
  const done = await page.request.get("/api/evaluations?reviewer=rita").then((r) => r.json());
  expect(done.evaluations).toHaveLength(3);
  expect(done.evaluations.filter((e: { criticalFailed: boolean }) => e.criticalFailed)).toHaveLength(1);
});

test("the evaluations filter by form and critical failure, and their export asks with its count and holds a column per question", async ({ browser }) => {
  const page = await pageAs(browser, "ada");
  await page.goto("/reviews");
  await settled(page);
  const filters = page.getByRole("group", { name: "Filter the evaluations" });
  const table = page.getByRole("table", { name: "Evaluations" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await filters.getByLabel("Form").selectOption({ label: "Support basics" });
  await expect(page.getByText("3 evaluations", { exact: true })).toBeVisible();
  await filters.getByRole("checkbox", { name: "Critical failures" }).check();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Failed");
  await expect(page.getByText("1 evaluation", { exact: true })).toBeVisible();
  // A score range no evaluation of it falls in: none.
  await filters.getByLabel("Score from (%)").fill("95");
  await expect(page.getByText("No evaluations match.")).toBeVisible();
  await filters.getByLabel("Score from (%)").fill("");
  await expect(table.getByRole("row")).toHaveCount(2);
  // The filters are in the page's URL: a reload keeps them, and so does a change of the reviews' own filters.
  await expect(page).toHaveURL(/[?&]evCritical=yes/);
  await page.reload();
  await settled(page);
  await expect(filters.getByRole("checkbox", { name: "Critical failures" })).toBeChecked();
  // (the forms' names arrive after the page: the choice shows once they are there)
  await expect.poll(() => filters.getByLabel("Form").evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe("Support basics");
  await expect(table.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Reviewed within").selectOption({ label: "Last 30 days" });
  await expect(page).toHaveURL(/(?=.*reviewed=30d)(?=.*evCritical=yes)/);
  await expect(table.getByRole("row")).toHaveCount(2);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAxeClean(page, `the Reviews page with the evaluations filtered, ${scheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });

  // The export asks first, with the count it will hold; Cancel downloads nothing.
  await page.getByRole("link", { name: "Export evaluations CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Export 1 evaluation?" });
  await expect(dialog).toContainText("times in");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Export evaluations CSV" }).click();
  // What its Download link fetches (the browser's download manager does not carry the test's proxy header).
  const href = (await page.getByRole("dialog", { name: "Export 1 evaluation?" }).getByRole("link", { name: "Download" }).getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="evaluations_.*\.csv"$/);
  const csv = (await file.text()).replace(/^\uFEFF/, "");
  const [header, ...rows] = csv.trim().split("\r\n");
  const columns = header!.split(",");
  expect(columns.slice(0, 10)).toEqual([
    "callId",
    "agentName",
    "reviewer",
    "form",
    "formVersion",
    "submittedAt",
    "score",
    "criticalFailure",
    "needsAttention",
    "timeSpentSeconds",
  ]);
  // A column per question, in the form's order, and the zone the times are in.
  expect(columns.slice(10, 20)).toEqual(QUESTIONS);
  expect(columns.at(-1)).toBe("timeZone");
  expect(rows).toHaveLength(1);
  const cells = rows[0]!.split(",");
  expect(cells.slice(2, 5)).toEqual(["rita", "Support basics", "1"]);
  expect(cells[7]).toBe("yes");
  expect(cells.slice(10, 20)).toEqual(["No", ...Array.from({ length: 9 }, () => "Yes")]);
  expect(cells[5]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d)$/);
});

test("the critical failure shows under Needs attention; editing the form keeps the evaluations on version 1", async ({ browser }) => {
  const page = await pageAs(browser, "ada");
  await page.goto("/reviews");
  await settled(page);
  await page.getByRole("checkbox", { name: "Needs attention" }).check();
  const table = page.getByRole("table", { name: "Evaluations" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("rita");
  await expect(table.getByRole("row").nth(1)).toContainText("Failed");

  await page.goto("/quality");
  await settled(page);
  await page.getByRole("button", { name: "Edit Support basics" }).click();
  const editor = page.getByRole("form", { name: "Edit Support basics" });
  await editor.getByRole("group", { name: "Question 2", exact: true }).getByLabel("Question text").fill("Offered further help");
  await editor.getByRole("button", { name: "Save form" }).click();
  await expect(
    page
      .getByRole("table", { name: "Scorecards" })
      .getByRole("row", { name: /Support basics/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("2");

  await page.goto("/reviews");
  await settled(page);
  const all = page.getByRole("table", { name: "Evaluations" }).getByRole("row");
  await expect(all).toHaveCount(4);
  for (let i = 1; i < 4; i++) await expect(all.nth(i).getByRole("cell").nth(4)).toHaveText("1");
  // An evaluated call's page shows its version's questions, not the new text.
  await all.nth(1).getByRole("link").click();
  await expect(page.getByRole("table", { name: "Submitted evaluations" })).toContainText("rita");
});

test("a viewer sees evaluations but has no controls to write, and the API answers 403", async ({ browser }) => {
  const page = await pageAs(browser, "vic");
  const evaluated = await page.request.get("/api/evaluations?reviewer=rita").then((r) => r.json());
  const callId = evaluated.evaluations[0].callId as string;
  await page.goto(`/calls/${callId}`);
  await settled(page);
  await expect(page.getByRole("table", { name: "Submitted evaluations" })).toContainText("rita");
  await expect(page.getByRole("form", { name: "Evaluation" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit evaluation" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scorecards" })).toHaveCount(0);
  const forms = await page.request.get("/api/forms").then((r) => r.json());
  const formId = forms.forms[0].id as string;
  const put = await page.request.put("/api/evaluations", { data: { callId, formId, answers: {} } });
  expect(put.status()).toBe(403);
  expect((await page.request.post("/api/forms", { data: { name: "x" } })).status()).toBe(403);
  expect((await page.request.post(`/api/plans/x/runs`, { data: {} })).status()).toBe(403);
  await expectAxeClean(page, "the page");
});

test("a calibration of 2 reviewers hides the answers until both submit, then shows them side by side with the alignment", async ({ browser }) => {
  const admin = await pageAs(browser, "ada");
  const evaluated = await admin.request.get("/api/evaluations?reviewer=rita").then((r) => r.json());
  const callId = evaluated.evaluations[0].callId as string;
  await admin.goto("/quality");
  await settled(admin);
  const form = admin.getByRole("form", { name: "New calibration" });
  await form.getByLabel("Call ID").fill(callId);
  await form.getByLabel("Calibration reviewers, comma-separated").fill("rita, sam");
  await form.getByLabel("Expert").fill("sam");
  await form.getByRole("button", { name: "Start calibration" }).click();
  await admin.getByRole("link", { name: `Calibration of ${callId}` }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Waiting for rita, sam" })).toBeVisible();
  const calibrationUrl = admin.url();

  // Each answers: sam (the expert) yes to all; rita no to the second question.
  for (const [reviewer, second] of [
    ["sam", "1"],
    ["rita", "2"],
  ] as const) {
    const page = await pageAs(browser, reviewer);
    await page.goto(calibrationUrl);
    await settled(page);
    await page.getByRole("link", { name: "Evaluate this call" }).click();
    const evaluation = page.getByRole("form", { name: "Evaluation" });
    await expect(evaluation.getByRole("group", { name: QUESTIONS[0] })).toBeVisible();
    if (reviewer === "sam") {
      // The scorecard in both themes.
      await expectAxeClean(page, "the Evaluation form", '[aria-labelledby="evaluation-heading"]');
      await page.emulateMedia({ colorScheme: "dark" });
      await expectAxeClean(page, "the Evaluation form, dark", '[aria-labelledby="evaluation-heading"]');
    }
    await evaluation.getByRole("group", { name: QUESTIONS[0] }).focus();
    for (let q = 0; q < 10; q++) await page.keyboard.press(q === 1 ? second : "1");
    // rita's "no" to a question without a required comment: submit at once.
    await page.keyboard.press("Control+Enter");
    await expect(page.getByRole("status").filter({ hasText: "Evaluation submitted." })).toBeVisible();
    if (reviewer === "sam") {
      // sam sees only his own until rita submits.
      const detail = await page.request.get(calibrationUrl.replace("/calibrations/", "/api/calibrations/")).then((r) => r.json());
      expect(detail.evaluations.map((e: { reviewer: string }) => e.reviewer)).toEqual(["sam"]);
      expect(detail.alignment).toBeNull();
    }
  }
  await admin.reload();
  const table = admin.getByRole("table", { name: "Answers side by side" });
  await expect(table.getByRole("row", { name: /^Agreement with the expert/ })).toContainText("90 %");
  await expect(table.getByRole("row", { name: /^Difference in score/ })).toContainText("-10 points");
  // The calibration uses the form's latest version: its second question was renamed above.
  await expect(table.getByRole("row", { name: /^Offered further help/ })).toContainText("No");
  await expectAxeClean(admin, "the calibration's side-by-side view");
  await admin.emulateMedia({ colorScheme: "dark" });
  await expectAxeClean(admin, "the calibration's side-by-side view, dark");
});

test("an admin reassigns an assignment, and it shows in the other reviewer's queue", async ({ browser }) => {
  const admin = await pageAs(browser, "ada");
  await admin.goto("/quality");
  await settled(admin);
  const all = admin.getByRole("table", { name: "All assignments" });
  // sam has not worked his 3; rita's are done.
  await expect(all.getByRole("row", { name: /^sam / })).toHaveCount(3);
  const callId = (await all.getByRole("row", { name: /^sam / }).first().getByRole("link").textContent())!;
  await all.getByRole("button", { name: `Reassign ${callId}` }).click();
  const form = admin.getByRole("form", { name: `Reassign ${callId}` });
  await form.getByLabel("To reviewer").fill("rita");
  await form.getByLabel("Reason").fill("sam is away this week");
  await expectAxeClean(admin, "reassigning, light");
  await admin.emulateMedia({ colorScheme: "dark" });
  await expectAxeClean(admin, "reassigning, dark");
  await form.getByRole("button", { name: "Reassign" }).click();
  await expect(all.getByRole("row", { name: new RegExp(`^rita ${callId}`) })).toBeVisible();
  await expect(all.getByRole("row", { name: /^sam / })).toHaveCount(2);
  const audit = await admin.request.get("/api/audit?action=assignment").then((r) => r.json());
  expect(JSON.stringify(audit)).toContain("sam → rita: sam is away this week");

  const rita = await pageAs(browser, "rita");
  await rita.goto("/queue");
  await settled(rita);
  const queue = rita.getByRole("table", { name: "Assignments" });
  await expect(queue.getByRole("row")).toHaveCount(2);
  await expect(queue.getByRole("link", { name: callId })).toBeVisible();
  // A listener may not reassign (403), even to herself.
  const id = (await rita.request.get("/api/assignments").then((r) => r.json())).assignments[0].id as string;
  expect((await rita.request.patch(`/api/assignments/${id}`, { data: { action: "reassign", reviewer: "rita", reason: "x" } })).status()).toBe(403);
});

// Issue #42: a save the server refuses says why, with the reference of its request, as
// support finds it in the log.
test("a refused calibration says why, with its request's reference", async ({ browser }) => {
  const page = await pageAs(browser, "ada");
  await page.goto("/quality");
  await settled(page);
  const form = page.getByRole("form", { name: "New calibration" });
  await form.getByLabel("Call ID").fill("call_not_checked_here");
  await form.getByLabel("Calibration reviewers, comma-separated").fill("rita, sam");
  await form.getByLabel("Expert").fill("zed");
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/calibrations");
  await form.getByRole("button", { name: "Start calibration" }).click();
  const answer = await refused;
  expect(answer.status()).toBe(400);
  await expect(form.getByRole("alert").getByText(/^expert must be/)).toHaveText("expert must be one of the reviewers.");
  await expect(form.getByRole("alert").getByText(/^Reference: /)).toHaveText(`Reference: ${answer.headers()["x-request-id"]}`);
  await page.context().close();
});
