import { describe, expect, it } from "vitest";
import { LIST_QUERY_DEFAULTS, type ListQuery } from "@/lib/call-results/list-query";
import type { CallResult } from "@/lib/call-results/schemas";
import { initialLiveRows, liveAnnouncement, livePause, liveQuery, liveRetryDelayMs, mergeLive, showHeld } from "./live-view";

const call = (callId: string, status: CallResult["status"] = "preparing"): CallResult =>
  ({ callId, status, updatedAt: "2026-01-01T00:00:00Z", audioAvailable: status === "completed" }) as CallResult;
const ids = (rows: CallResult[]) => rows.map((r) => r.callId);
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

describe("mergeLive", () => {
  const shown = initialLiveRows([call("c3", "ringing"), call("c2", "in_progress"), call("c1")]);

  it("when the user is not in the table: new calls take the top, the rest follow the newer page", () => {
    const m = mergeLive(shown, [call("c5"), call("c4"), call("c3", "ringing"), call("c2", "completed")], false);
    expect(ids(m.rows)).toEqual(["c5", "c4", "c3", "c2"]);
    expect(m.added).toEqual(["c5", "c4"]);
    expect(m.held).toEqual([]);
    expect(m.changed).toEqual(["c2"]);
    expect(m.rows[3]!.audioAvailable).toBe(true);
  });

  it("while the user is in the table: no row moves, statuses change in place, new calls wait", () => {
    const m = mergeLive(shown, [call("c5"), call("c4"), call("c3", "in_progress"), call("c2", "in_progress")], true);
    expect(ids(m.rows)).toEqual(["c3", "c2", "c1"]);
    expect(m.rows[0]!.status).toBe("in_progress");
    // c1 fell off the newer page but stays where it was.
    expect(m.rows[2]).toBe(shown.rows[2]);
    expect(ids(m.held)).toEqual(["c5", "c4"]);
    expect(m.added).toEqual([]);
    expect(m.changed).toEqual(["c3"]);

    // Held calls pile up over refreshes and come in, highlighted, when asked for.
    const later = mergeLive(m, [call("c6"), call("c5"), call("c4"), call("c3", "in_progress")], true);
    expect(ids(later.rows)).toEqual(["c3", "c2", "c1"]);
    expect(ids(later.held)).toEqual(["c6", "c5", "c4"]);
    const shownNow = showHeld(later);
    expect(ids(shownNow.rows)).toEqual(["c6", "c5", "c4", "c3"]);
    expect(shownNow.added).toEqual(["c6", "c5", "c4"]);
    expect(shownNow.held).toEqual([]);
  });

  it("a call that changes only its other fields is no status change", () => {
    const m = mergeLive(shown, [{ ...call("c3", "ringing"), updatedAt: "2026-01-01T00:00:05Z" }, call("c2", "in_progress"), call("c1")], false);
    expect(m.changed).toEqual([]);
    expect(m.added).toEqual([]);
  });
});

describe("liveAnnouncement", () => {
  const shown = initialLiveRows([call("c2", "ringing"), call("c1")]);
  it("is one sentence for the whole refresh", () => {
    const m = mergeLive(shown, [call("c4"), call("c3"), call("c2", "in_progress")], false);
    expect(liveAnnouncement(m, 0)).toBe("2 new calls at the top of the table; 1 call changed status.");
  });
  it("tells of held calls once per new number, and says nothing when nothing happened", () => {
    const m = mergeLive(shown, [call("c3"), call("c2", "ringing")], true);
    expect(liveAnnouncement(m, 0)).toBe("1 new call waiting: use the Show new calls button.");
    expect(liveAnnouncement(m, 1)).toBe("");
    expect(liveAnnouncement(mergeLive(shown, shown.rows, false), 0)).toBe("");
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
