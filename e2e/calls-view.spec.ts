// Journeys through the calls view against the demo service: filters, sorting, paging,
// the URL as state, empty and error states, and accessibility.
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_URL, E2E_SERVER_LOG } from "./env";
import { LONG, player } from "./shared-link";
import {
  callIdsInTable,
  callsTable,
  chooseZone,
  clearFaults,
  expectCalls,
  expectTotal,
  open,
  openCreated,
  searchId,
  setFaults,
  setStatuses,
  settled,
  showColumn,
  upstreamList,
} from "./support";

test.afterEach(clearFaults);

async function openWithCallIds(page: Page, url = "/") {
  await open(page, url);
  await expect(callsTable(page)).toBeVisible();
  await showColumn(page, "Call ID");
}

test.describe("filters", () => {
  test("the id search sets the chosen id's parameter and chip, and each narrows the list as the service does", async ({ page }) => {
    const sample = (await upstreamList({ status: "completed", pageSize: 50 })).data.find((c) => c.callTaskId && c.endUserId)!;
    await openWithCallIds(page);
    const cases: Array<[string, string, string]> = [
      ["Call ID", "callId", sample.callId],
      ["Call task ID", "callTaskId", sample.callTaskId!],
      ["End user ID", "endUserId", sample.endUserId!],
      ["Agent ID", "agentId", sample.agentId],
    ];
    for (const [label, param, value] of cases) {
      // Surrounding spaces are trimmed; Enter applies at once.
      await searchId(page, label, `  ${value} `);
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=${value}`));
      // An agent's chip names the agent as the table does (its id on hover); the other ids are the names.
      const shown = param === "agentId" ? (sample.agentName ?? value) : value;
      await expect(page.getByRole("group", { name: "Active filters" })).toContainText(`${label}: ${shown}`);
      const expected = await upstreamList({ [param]: value });
      await expectTotal(page, expected.pagination.total);
      await expectCalls(
        page,
        expected.data.map((c) => c.callId),
      );
      await page.getByRole("button", { name: `Remove filter ${label}` }).click();
      await expect(page).not.toHaveURL(new RegExp(param));
      await expect(page.getByRole("searchbox", { name: label })).toHaveValue("");
    }
  });

  test("the filter bar is one line at 1280 px, with long values in it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/?agentId=agent_with_a_long_id&status=completed,failed&created=15m&tz=America/Argentina/Buenos_Aires");
    const bar = page.getByRole("region", { name: "Filters" });
    const controls = [
      bar.getByRole("combobox", { name: "Search by" }),
      bar.getByRole("searchbox", { name: "Agent ID" }),
      bar.getByRole("button", { name: "Status: 2 selected" }),
      bar.getByRole("button", { name: "Created: Last 15 minutes" }),
      bar.getByRole("button", { name: "Time zone: America/Argentina/Buenos_Aires" }),
    ];
    const boxes = await Promise.all(controls.map(async (c) => (await c.boundingBox())!));
    // One row: every control spans the middle line of every other.
    for (const box of boxes)
      for (const other of boxes) expect(box.y < other.y + other.height / 2 && other.y + other.height / 2 < box.y + box.height).toBe(true);
    expect((await bar.boundingBox())!.height).toBeLessThan(2 * boxes[0]!.height);
  });

  test("choosing statuses changes the Status button's words but moves nothing in the filter bar", async ({ page }) => {
    await open(page, "/");
    const bar = page.getByRole("region", { name: "Filters" });
    const created = bar.getByRole("button", { name: /^Created: / });
    const before = await created.boundingBox();
    await bar.getByRole("button", { name: "Status: All" }).click();
    const popover = page.getByRole("dialog", { name: "Status" });
    for (const [status, shown] of [
      ["Unreachable", "Status: Unreachable"],
      ["In progress", "Status: 2 selected"],
    ]) {
      await popover.getByRole("checkbox", { name: status }).check();
      await expect(bar.getByRole("button", { name: shown })).toBeVisible();
      expect(await created.boundingBox()).toEqual(before);
    }
  });

  test("an id filter also applies after a pause in typing", async ({ page }) => {
    const { data } = await upstreamList({ pageSize: 1 });
    await openWithCallIds(page);
    await page.getByRole("searchbox", { name: "Call ID" }).pressSequentially(data[0]!.callId, { delay: 10 });
    await expect(page).toHaveURL(new RegExp(`callId=${data[0]!.callId}`));
    await expectCalls(page, [data[0]!.callId]);
  });

  test("the status popover takes several statuses, by keyboard alone", async ({ page }) => {
    await open(page, "/");
    // "/" goes to the id search from anywhere but a field.
    await page.keyboard.press("/");
    await expect(page.getByRole("searchbox", { name: "Call ID" })).toBeFocused();
    await expect(page.getByRole("searchbox", { name: "Call ID" })).toHaveValue("");
    const button = page.getByRole("button", { name: "Status: All" });
    await button.focus();
    await page.keyboard.press("Enter");
    const popover = page.getByRole("dialog", { name: "Status" });
    // Focus moves into the popover's labelled group of checkboxes.
    await expect(popover.getByRole("group", { name: "Status" }).getByRole("checkbox", { name: "Preparing" })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(popover.getByRole("checkbox", { name: "Completed" })).toBeFocused();
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(popover.getByRole("checkbox", { name: "Failed" })).toBeChecked();
    await expect(page).toHaveURL(/status=completed%2Cfailed/);
    // Escape closes it, and focus is back on its button, which says what is chosen.
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(page.getByRole("button", { name: "Status: 2 selected" })).toBeFocused();
    const expected = await upstreamList({ status: "completed,failed" });
    await expectTotal(page, expected.pagination.total);
    // Every row's Status cell says Completed or Failed.
    const headers = (await callsTable(page).getByRole("columnheader").allInnerTexts()).map((h) => h.trim().toLowerCase());
    const statusColumn = headers.indexOf("status");
    const rows = callsTable(page).getByRole("row");
    const statuses: string[] = [];
    for (let i = 1; i < (await rows.count()); i++) statuses.push((await rows.nth(i).getByRole("gridcell").nth(statusColumn).innerText()).trim());
    expect(statuses).toHaveLength(20);
    expect(statuses.every((s) => s === "Completed" || s === "Failed")).toBe(true);
  });

  test("created from and to take custom date-times in the chosen zone", async ({ page }) => {
    await openWithCallIds(page);
    await chooseZone(page, "UTC");
    await expect(page).toHaveURL(/[?&]tz=UTC(&|$)/);
    await openCreated(page);
    await expect(page.getByText("Times in UTC")).toBeVisible();
    const from = new Date(Date.now() - 3 * 86_400_000);
    const to = new Date(Date.now() - 1 * 86_400_000);
    const local = (d: Date) => d.toISOString().slice(0, 16);
    await page.getByLabel("Created from", { exact: true }).fill(local(from));
    await page.getByLabel("Created to", { exact: true }).fill(local(to));
    const iso = (d: Date) => `${local(d)}:00.000Z`;
    await expect(page).toHaveURL(new RegExp(`createdFrom=${encodeURIComponent(iso(from))}.*createdTo=${encodeURIComponent(iso(to))}`));
    await expect(page.getByRole("button", { name: "Created: Custom range" })).toBeVisible();
    const expected = await upstreamList({ createdFrom: iso(from), createdTo: iso(to) });
    await expectTotal(page, expected.pagination.total);
    await expectCalls(
      page,
      expected.data.map((c) => c.callId),
    );

    // The browser's zone (Europe/Berlin in these tests) shows the same instant an hour later.
    await chooseZone(page, "Browser's zone (Europe/Berlin)");
    await expect(page).not.toHaveURL(/tz=/);
    await openCreated(page);
    await expect(page.getByText("Times in Europe/Berlin")).toBeVisible();
    const berlin = new Date(from.getTime() + 3_600_000).toISOString().slice(0, 16);
    await expect(page.getByLabel("Created from", { exact: true })).toHaveValue(berlin);
  });

  test("an inverted range is refused with a message, not applied", async ({ page }) => {
    await open(page, "/");
    await openCreated(page);
    await page.getByLabel("Created from", { exact: true }).fill("2026-03-02T10:00");
    await page.getByLabel("Created to", { exact: true }).fill("2026-03-01T10:00");
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("Created to must not be before Created from");
    await expect(page).not.toHaveURL(/createdTo/);
  });

  // Opening such a link (as a reload does) is e2e/relative-range.spec.ts.
  test("a preset sets the range by its name", async ({ page }) => {
    await open(page, "/");
    await openCreated(page);
    await page.getByLabel("Created within").selectOption({ label: "Last 24 hours" });
    await expect(page).toHaveURL(/[?&]created=24h(&|$)/);
    await expect(page).not.toHaveURL(/createdFrom=/);
    await expect(page.getByRole("button", { name: "Remove filter Created" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Created: Last 24 hours" })).toBeVisible();
  });

  test("filters combine", async ({ page }) => {
    const agentId = (await upstreamList({ pageSize: 1, status: "completed" })).data[0]!.agentId;
    await openWithCallIds(page);
    await setStatuses(page, { Completed: true });
    await searchId(page, "Agent ID", agentId);
    const expected = await upstreamList({ status: "completed", agentId });
    await expectTotal(page, expected.pagination.total);
    await expectCalls(
      page,
      expected.data.map((c) => c.callId),
    );
  });

  test("clear all, the empty state and its Clear filters", async ({ page }) => {
    await open(page, "/?status=failed&callId=call_that_does_not_exist");
    await expect(page.getByText("No calls match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(callsTable(page)).toBeVisible();

    await open(page, "/?status=failed&agentId=x");
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Status: All" })).toBeVisible();
  });
});

test.describe("sorting", () => {
  for (const [label, sortBy] of [
    ["Created", "createdAt"],
    ["Started", "startedAt"],
    ["Ended", "endedAt"],
    ["Duration", "durationSeconds"],
  ] as const) {
    test(`${label} sorts both ways, in the service's order`, async ({ page }) => {
      await openWithCallIds(page);
      // Started and Ended are one pick away (the default columns leave them out).
      if (label === "Started" || label === "Ended") await showColumn(page, label);
      const header = page.getByRole("columnheader", { name: label });
      const button = header.getByRole("button", { name: label });
      const order = label === "Created" ? ["asc", "desc"] : ["desc", "asc"];
      for (const sortOrder of order) {
        await button.click();
        await expect(page).toHaveURL(new RegExp(sortBy === "createdAt" && sortOrder === "desc" ? "^[^?]*$" : `sortBy=${sortBy}|sortOrder=${sortOrder}`));
        await expect(header).toHaveAttribute("aria-sort", sortOrder === "asc" ? "ascending" : "descending");
        const expected = await upstreamList({ sortBy, sortOrder });
        await expectCalls(
          page,
          expected.data.map((c) => c.callId),
        );
      }
    });
  }

  test("only the four sortable columns have sort buttons", async ({ page }) => {
    await open(page, "/");
    for (const name of ["Call ID", "Status", "Direction", "From", "To", "Agent", "Actions"]) {
      const header = page.getByRole("columnheader", { name });
      await expect(header).not.toHaveAttribute("aria-sort");
      await expect(header.getByRole("button")).toHaveCount(0);
    }
  });

  test("a sort change goes back to page 1", async ({ page }) => {
    await open(page, "/?page=3");
    await callsTable(page).getByRole("button", { name: "Duration", exact: true }).click();
    await expect(page).toHaveURL(/sortBy=durationSeconds/);
    await expect(page).not.toHaveURL(/page=3/);
    await expect(page.getByText(/Page 1 of/)).toBeVisible();
  });
});

test.describe("paging", () => {
  test("first, previous, next and last", async ({ page }) => {
    const total = (await upstreamList()).pagination;
    await openWithCallIds(page);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`21–40 of ${total.total.toLocaleString("en-US")}`)).toBeVisible();
    await expectCalls(
      page,
      (await upstreamList({ page: 2 })).data.map((c) => c.callId),
    );

    await page.getByRole("button", { name: "Last page" }).click();
    await expect(page.getByText(`Page ${total.totalPages.toLocaleString("en-US")} of ${total.totalPages.toLocaleString("en-US")}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
    await expectCalls(
      page,
      (await upstreamList({ page: total.totalPages })).data.map((c) => c.callId),
    );

    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(page.getByText(`Page ${(total.totalPages - 1).toLocaleString("en-US")} of`)).toBeVisible();
    await page.getByRole("button", { name: "First page" }).click();
    await expect(page.getByText(/Page 1 of/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();
  });

  test("the next page is fetched ahead, so it opens at once", async ({ page }) => {
    await fetch(`${DEMO_URL}/__demo/requests`, { method: "DELETE" });
    await open(page, "/?status=completed");
    const requested = async () =>
      ((await (await fetch(`${DEMO_URL}/__demo/requests`)).json()) as { requests: Array<{ url: string }> }).requests.map((r) => r.url);
    await expect.poll(requested).toContain("/api/v1/call-results?status=completed&page=2");
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText(/^21–40 of/)).toBeVisible();
    // Page 2 came from the cache (asked for once, ahead); page 3 is now fetched ahead.
    await expect.poll(requested).toContain("/api/v1/call-results?status=completed&page=3");
    expect((await requested()).filter((u) => u.endsWith("&page=2"))).toHaveLength(1);
  });

  test("500 rows per page", async ({ page }) => {
    await open(page, "/");
    await showColumn(page, "Call ID");
    await page.getByLabel("Rows per page").selectOption("500");
    await expect(page).toHaveURL(/pageSize=500/);
    await expect(page.getByText(/^1–500 of/)).toBeVisible();
    // Only rows near the viewport are rendered; the grid still counts every call of the
    // view (and its header row), and the rows their place in it.
    const upstream = await upstreamList({ pageSize: 500 });
    await expect(callsTable(page)).toHaveAttribute("aria-rowcount", String(upstream.pagination.total + 1));
    const expected = upstream.data.map((c) => c.callId);
    await expect.poll(async () => (await callIdsInTable(page))[0]).toBe(expected[0]);
    // Virtualized: far fewer rows than 500 are in the DOM, and the last call is not yet.
    expect(await callsTable(page).getByRole("row").count()).toBeLessThan(100);
    expect(await callIdsInTable(page)).not.toContain(expected[499]);
    // Scrolled to the end (rows are measured as they render, so the end may move), the
    // last call shows, in the 501st row.
    const last = callsTable(page)
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: `Copy call ID ${expected[499]}` }) });
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return last.count();
      })
      .toBe(1);
    await expect(last).toHaveAttribute("aria-rowindex", "501");
  });

  test("a page past the end offers the last page", async ({ page }) => {
    const { totalPages } = (await upstreamList()).pagination;
    await open(page, "/?page=99999");
    await expect(page.getByText(`Page 99999 is past the end: there are ${totalPages} pages.`)).toBeVisible();
    await page.getByRole("button", { name: "Go to last page" }).click();
    await expect(page).toHaveURL(new RegExp(`page=${totalPages}`));
    await expect(callsTable(page)).toBeVisible();
  });
});

test.describe("the URL is the state", () => {
  test("back and forward restore each view", async ({ page }) => {
    await openWithCallIds(page);
    const first = await callIdsInTable(page);
    await setStatuses(page, { Completed: true });
    await expect(page).toHaveURL(/status=completed/);
    const completed = (await upstreamList({ status: "completed" })).data.map((c) => c.callId);
    await expectCalls(page, completed);
    await callsTable(page).getByRole("button", { name: "Duration", exact: true }).click();
    await expect(page).toHaveURL(/sortBy=durationSeconds/);
    const byDuration = (await upstreamList({ status: "completed", sortBy: "durationSeconds" })).data.map((c) => c.callId);
    await expectCalls(page, byDuration);

    await page.goBack();
    await expect(page).not.toHaveURL(/sortBy/);
    await expectCalls(page, completed);
    await page.goBack();
    await expect(page).not.toHaveURL(/status/);
    await expectCalls(page, first);
    await expect(page.getByRole("button", { name: "Status: All" })).toBeVisible();
    await page.goForward();
    await expectCalls(page, completed);
    await expect(page.getByRole("button", { name: "Status: Completed" })).toBeVisible();
  });

  test("a shared link opens the same view in a new page", async ({ page, context }) => {
    await openWithCallIds(page, "/?status=completed,no_answer&sortBy=durationSeconds&sortOrder=asc&pageSize=50&page=2");
    const ids = await callIdsInTable(page);
    expect(ids).toHaveLength(50);
    const other = await context.newPage();
    await open(other, page.url());
    await expect(callsTable(other)).toBeVisible();
    await expectCalls(other, ids);
    await expect(other.getByRole("columnheader", { name: "Duration" })).toHaveAttribute("aria-sort", "ascending");
    await expect(other.getByRole("button", { name: "Status: 2 selected" })).toBeVisible();
  });

  test("invalid parameters are dropped with a notice", async ({ page }) => {
    await open(page, "/?pageSize=9999&status=bogus&sortOrder=desc&callTaskId=");
    const notice = page.getByRole("status").filter({ hasText: "invalid and are ignored" });
    await expect(notice).toContainText("pageSize");
    await expect(notice).toContainText("status");
    await expect(notice).toContainText("callTaskId");
    await expect(page).toHaveURL(/\/$/);
    await expect(callsTable(page).getByRole("row")).toHaveCount(21);
  });
});

test.describe("states", () => {
  test("rate limited: a countdown, then a retry", async ({ page }) => {
    await open(page, "/");
    await setFaults({ rateLimit: true, retryAfterSeconds: 2 });
    // Not "Next page": that one was prefetched and needs no request.
    await callsTable(page).getByRole("button", { name: "Duration", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: /./ });
    await expect(alert).toContainText("Too many requests");
    await expect(alert).toContainText(/Retrying in \d s/);
    await clearFaults();
    await expect(callsTable(page)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("columnheader", { name: "Duration" })).toHaveAttribute("aria-sort", "descending");
  });

  test("a rejected key says how to fix the configuration", async ({ page }) => {
    await setFaults({ rejectKey: true });
    await open(page, "/");
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("API key rejected");
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("CALL_RESULTS_API_KEY");
    // Its reference is the request id of the server's log line about it, for support.
    const reference = (await page
      .getByRole("alert")
      .getByText(/^Reference: /)
      .textContent())!.replace("Reference: ", "");
    expect(reference).toMatch(/^[0-9a-f]{16}$/);
    expect(fs.readFileSync(E2E_SERVER_LOG, "utf8")).toContain(`"requestId":"${reference}"`);
  });

  test("the player's error carries the reference of the failed recording request", async ({ page }) => {
    await open(page, `/?callId=${LONG}`);
    await setFaults({ errorRate: 1, operations: ["audio-by-call"] });
    await page.getByRole("button", { name: `Play recording of call ${LONG}` }).click();
    await expect(player(page).getByRole("alert")).toContainText("unavailable");
    const reference = (await player(page)
      .getByRole("alert")
      .getByText(/^Reference: /)
      .textContent())!.replace("Reference: ", "");
    expect(reference).toMatch(/^[0-9a-f]{16}$/);
    expect(fs.readFileSync(E2E_SERVER_LOG, "utf8")).toContain(`"requestId":"${reference}"`);
  });

  test("an unavailable service offers a retry that works once it is back", async ({ page }) => {
    await setFaults({ errorRate: 1 });
    await open(page, "/");
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toContainText("Call Results Service unavailable");
    await clearFaults();
    // The table's retry, in its alert: the summary offers one of its own.
    await page.getByRole("alert").getByRole("button", { name: "Try again" }).click();
    await expect(callsTable(page)).toBeVisible();
  });

  test("old rows stay while refreshing, with when they were updated", async ({ page }) => {
    await openWithCallIds(page);
    await expect(page.getByText(/Updated \d+ s ago/)).toBeVisible();
    const before = await callIdsInTable(page);
    // The refresh's request is held until the rows have been read, so every read falls
    // inside the refresh, however fast or slow the machine.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // By path: the default view's list request has no query string at all.
    await page.route(
      (url) => url.pathname === "/api/call-results",
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.getByRole("button", { name: "Refresh" }).click();
    // The table's own status: the summary says "Updating…" too while it refreshes its counts.
    await expect(page.getByRole("status").filter({ hasText: /^Updating…$/ })).toBeVisible();
    expect(await callIdsInTable(page)).toEqual(before);
    release();
    await expect(page.getByText(/Updated \d+ s ago/)).toBeVisible({ timeout: 10_000 });
  });
});

test.describe("cells", () => {
  test("every row links out to the console in the default columns, and shows its call id", async ({ page }) => {
    await open(page, "/");
    const { data } = await upstreamList({ pageSize: 20 });
    const rows = callsTable(page).getByRole("row");
    await expect(rows).toHaveCount(21);
    for (const [i, call] of data.entries()) {
      const row = rows.nth(i + 1);
      const link = row.getByRole("link", { name: new RegExp(`console.*${call.callId}`, "i") });
      await expect(link).toHaveAttribute("href", call.detailsUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      // The id itself, with its full value on hover and its copy button beside it.
      await expect(row.getByTitle(call.callId, { exact: true })).toHaveText(call.callId);
      await expect(row.getByRole("button", { name: `Copy call ID ${call.callId}` })).toBeVisible();
    }
  });

  test("a column choice saved before the call id was a default does not hide it; the row's actions are always there", async ({ page }) => {
    // What the previous version stored for a user who only hid "Agent": the whole map.
    const v1 = { status: true, createdAt: true, agentName: false, callId: false, detailsUrl: false, endedAt: false };
    await page.addInitScript((stored) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("crd-columns-v1", stored);
        sessionStorage.setItem("seeded", "1");
      }
    }, JSON.stringify(v1));
    await open(page, "/");
    await expect(page.getByRole("columnheader", { name: "Agent", exact: true })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Call ID" })).toBeVisible();
    // Hiding it now is a choice, and it is kept; Play, Details and the console stay.
    await showColumn(page, "Call ID", false);
    await page.reload();
    await settled(page);
    await expect(page.getByRole("columnheader", { name: "Call ID" })).toHaveCount(0);
    const first = callsTable(page).getByRole("row").nth(1);
    await expect(first.getByRole("link", { name: /console/i })).toBeVisible();
    await expect(first.getByRole("link", { name: /^Details of call / })).toBeVisible();
  });

  test("nulls read as a dash with words, times show their absolute value on focus", async ({ page }) => {
    await open(page, "/?status=preparing");
    await showColumn(page, "Started");
    const row = callsTable(page).getByRole("row").nth(1);
    await expect(row).toContainText("not started");
    const created = row.locator("time").first();
    await created.locator("..").focus();
    await expect(created.locator("..")).toContainText(/\d{2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} Europe\/Berlin/);
  });

  test("the column picker's choice persists", async ({ page }) => {
    await open(page, "/");
    await showColumn(page, "End user ID");
    await showColumn(page, "Agent", false);
    await page.reload();
    await expect(page.getByRole("columnheader", { name: "End user ID" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Agent", exact: true })).toHaveCount(0);
  });
});

test.describe("accessibility and layout", () => {
  // axe with filters, chips, the picker, the empty and error states, in both themes: e2e/dark-mode.spec.ts.

  test("usable at 375 px: no page-wide sideways scroll, the calls as cards (e2e/phone.spec.ts has the rest)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, "/");
    await expect(page.getByRole("list", { name: "Call results" }).getByRole("article")).toHaveCount(20);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
  });

  test("usable at 700 px: no page-wide sideways scroll, the table scrolls in its region", async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await open(page, "/");
    await expect(callsTable(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const region = callsTable(page).getByRole("rowgroup", { name: "Call results, scrollable" });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});
