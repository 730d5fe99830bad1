import { describe, expect, it } from "vitest";
import type { CallResult } from "@/lib/call-results/schemas";
import { liveAnnouncement, mergeLive } from "./live-merge";
import { initialLiveRows, refreshRows, showHeld } from "./live-rows";

const call = (callId: string, status: CallResult["status"] = "preparing"): CallResult =>
  ({ callId, status, updatedAt: "2026-01-01T00:00:00Z", audioAvailable: status === "completed" }) as CallResult;
const ids = (rows: CallResult[]) => rows.map((r) => r.callId);

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

describe("refreshRows", () => {
  it("shows the newer page as it is, its new calls highlighted (Refresh with Live off)", () => {
    const r = refreshRows(initialLiveRows([call("c2"), call("c1")]), [call("c3"), call("c2", "completed")]);
    expect(ids(r.rows)).toEqual(["c3", "c2"]);
    expect(r.added).toEqual(["c3"]);
    expect(r.held).toEqual([]);
  });
});
