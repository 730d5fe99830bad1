import { describe, expect, it } from "vitest";
import { appendViewSettings, parseViewSettings } from "../view-settings";
import { canonicalViewSearch, viewHref, viewNameProblem } from "./saved-view";

describe("the view settings in the URL", () => {
  it("read live and the named columns in the spec's order, and write them back the same way", () => {
    const { view, dropped } = parseViewSettings(new URLSearchParams("columns=status,callId,status&live=1"));
    expect(dropped).toEqual([]);
    expect(view).toEqual({ live: true, columns: ["callId", "status"] });
    expect(appendViewSettings(new URLSearchParams("status=failed"), view).toString()).toBe("status=failed&live=1&columns=callId%2Cstatus");
  });

  it("know the Review column (the store's, after the spec's fields) as a column a link may name", () => {
    const { view, dropped } = parseViewSettings(new URLSearchParams("columns=review,status"));
    expect(dropped).toEqual([]);
    expect(view.columns).toEqual(["status", "review"]);
  });

  it("keep the known columns of an outdated link and report the others", () => {
    const { view, dropped } = parseViewSettings(new URLSearchParams("columns=callId,sentiment&live=yes"));
    expect(view).toEqual({ live: false, columns: ["callId"] });
    expect(dropped).toEqual([
      { param: "live", message: "must be 1 (live updates on) or absent" },
      { param: "columns", message: 'names unknown columns "sentiment", which are left out' },
    ]);
    expect(parseViewSettings(new URLSearchParams("columns=")).dropped).toEqual([{ param: "columns", message: "must name at least one column" }]);
  });

  it("read the view's time zone, and drop one that is not a zone with a notice", () => {
    const ny = parseViewSettings(new URLSearchParams("tz=America/New_York"));
    expect(ny).toEqual({ view: { live: false, tz: "America/New_York" }, dropped: [] });
    expect(appendViewSettings(new URLSearchParams("created=today"), ny.view).toString()).toBe("created=today&tz=America%2FNew_York");
    for (const bad of ["tz=Mars/Base", "tz=", "tz=Europe/Berlin&tz=UTC"]) {
      const { view, dropped } = parseViewSettings(new URLSearchParams(bad));
      expect(view.tz, bad).toBeUndefined();
      expect(dropped.map((d) => d.param)).toEqual(["tz"]);
    }
    expect(parseViewSettings(new URLSearchParams("tz=Mars/Base")).dropped[0]!.message).toMatch(/^is not a known time zone/);
  });
});

describe("a view to save", () => {
  it("keeps a relative range by name, and a view saved with an absolute range keeps its range", () => {
    expect(canonicalViewSearch("created=24h&status=failed")).toEqual({ search: "status=failed&created=24h" });
    // …in the zone it was saved with.
    expect(canonicalViewSearch("tz=Asia/Kolkata&created=today")).toEqual({ search: "created=today&tz=Asia%2FKolkata" });
    expect(canonicalViewSearch("createdFrom=2026-01-01T00:00:00Z")).toEqual({ search: "createdFrom=2026-01-01T00%3A00%3A00Z" });
    expect(canonicalViewSearch("created=25h")).toEqual({ issues: [{ param: "created", message: expect.stringContaining("must be one of 15m") }] });
    expect(canonicalViewSearch("created=24h&createdTo=2026-01-01T00:00:00Z")).toEqual({
      issues: [{ param: "created", message: "must not be given with createdFrom or createdTo" }],
    });
  });

  it("is the canonical query: no page, no defaults, no unknown parameters", () => {
    expect(canonicalViewSearch("?page=2&pageSize=20&sortBy=createdAt&sortOrder=desc&foo=1")).toEqual({ search: "" });
    expect(canonicalViewSearch("sortOrder=asc&callId=c1&live=1")).toEqual({ search: "callId=c1&sortOrder=asc&live=1" });
    expect(viewHref("")).toBe("/?view=default");
    expect(viewHref("live=1")).toBe("/?live=1");
  });

  it("is refused with every bad parameter named, as the URL's own parser names them", () => {
    expect(canonicalViewSearch("createdFrom=yesterday&live=0")).toEqual({
      issues: [
        { param: "createdFrom", message: "must be an ISO 8601 date-time, e.g. 2026-01-31T09:00:00Z" },
        { param: "live", message: "must be 1 (live updates on) or absent" },
      ],
    });
  });

  it("has a name of 1 to 80 characters on one line", () => {
    expect(viewNameProblem("Failed today")).toBeNull();
    expect(viewNameProblem("")).toBe("Name must not be empty.");
    expect(viewNameProblem("é".repeat(80))).toBeNull();
    expect(viewNameProblem("é".repeat(81))).toBe("Name is 81 characters long; at most 80 are allowed.");
    expect(viewNameProblem("two\tparts")).toMatch(/control characters/);
  });
});
