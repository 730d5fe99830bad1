import { describe, expect, it } from "vitest";
import { LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results/list-query";
import { livePause, liveQuery, liveRetryDelayMs } from "./live-view";

const NOW = Date.parse("2026-03-01T12:00:00Z");
const q = (patch: Partial<ListQuery> = {}): ListQuery => ({ ...LIST_QUERY_DEFAULTS, ...patch });

describe("liveQuery", () => {
  it("resolves a relative range once, at the start, into its start with no end", () => {
    const started = liveQuery(q({ created: "24h", status: ["ringing"] }), NOW, "UTC");
    expect(started).toEqual(q({ status: ["ringing"], createdFrom: "2026-02-28T12:00:00.000Z" }));
    // Today in the view's zone: from midnight there.
    expect(liveQuery(q({ created: "today" }), NOW, "Asia/Kolkata").createdFrom).toBe("2026-02-28T18:30:00.000Z");
    expect(liveQuery(q({ created: "today" }), NOW, "America/New_York").createdFrom).toBe("2026-03-01T05:00:00.000Z");
  });

  it("leaves an absolute range as it is", () => {
    const query = q({ createdFrom: "2026-03-01T00:00:00Z" });
    expect(liveQuery(query, NOW, "UTC")).toBe(query);
  });
});

describe("livePause", () => {
  it("lets the first page, newest first, be live, with no range or one that reaches now", () => {
    expect(livePause(q(), NOW)).toBeUndefined();
    expect(livePause(q({ status: ["ringing"], createdFrom: "2026-03-01T00:00:00Z" }), NOW)).toBeUndefined();
    expect(livePause(q({ createdTo: "2026-03-02T00:00:00Z" }), NOW)).toBeUndefined();
    expect(livePause(q({ createdTo: "2026-03-01T13:30:00+01:00" }), NOW)).toBeUndefined();
  });

  it("says why any other view is paused, and how to make it live", () => {
    expect(livePause(q({ sortOrder: "asc" }), NOW)).toMatchObject({
      reason: "Live updates show the newest calls first: sort by Created, newest first",
      fix: { sortBy: "createdAt", sortOrder: "desc" },
    });
    expect(livePause(q({ sortBy: "durationSeconds" }), NOW)?.fix).toEqual({ sortBy: "createdAt", sortOrder: "desc" });
    expect(livePause(q({ page: 2 }), NOW)).toMatchObject({ reason: "Live updates show the first page: go to page 1", fix: { page: 1 } });
    expect(livePause(q({ createdTo: "2026-03-01T11:59:00Z" }), NOW)?.fix).toEqual({ createdTo: undefined });
    // Without an offset, read as UTC.
    expect(livePause(q({ createdTo: "2026-03-01T11:59:00" }), NOW)?.fix).toEqual({ createdTo: undefined });
    expect(livePause(q({ createdTo: "2026-03-01T13:30:00+02:00" }), NOW)?.fix).toEqual({ createdTo: undefined });
  });
});

describe("liveRetryDelayMs", () => {
  it("keeps the interval while refreshes succeed", () => {
    expect(liveRetryDelayMs(5_000, 0)).toBe(5_000);
  });
  it("honours Retry-After on a rate limit, never sooner than the interval", () => {
    expect(liveRetryDelayMs(5_000, 1, 8)).toBe(8_000);
    expect(liveRetryDelayMs(5_000, 3, 1)).toBe(5_000);
  });
  it("doubles after each other failure, up to a minute", () => {
    expect([1, 2, 3, 4, 5].map((n) => liveRetryDelayMs(5_000, n))).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(liveRetryDelayMs(120_000, 3)).toBe(120_000);
  });
});
