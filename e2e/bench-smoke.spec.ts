// Smoke run of the table-render benchmark against the e2e server, so `npm run bench`
// cannot rot unseen. It checks that the figures are produced, not how fast they are.
import { expect, test } from "@playwright/test";
import { measureTableRender } from "../bench/table-render";

test("the 500-row render benchmark produces its figures", async ({ page, baseURL }) => {
  const r = await measureTableRender(page, baseURL!, 1);
  expect(r.mountMs).toHaveLength(1);
  expect(r.resort).toHaveLength(2);
  expect(r.pageChange).toHaveLength(2);
  for (const s of [...r.resort, ...r.pageChange]) {
    expect(s.totalMs).toBeGreaterThan(0);
    expect(s.renderMs).toBeGreaterThanOrEqual(0);
    expect(s.renderMs).toBeLessThanOrEqual(s.totalMs);
  }
});
