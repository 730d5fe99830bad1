// The Reviews page's query as the page reads its URL: each bad parameter named and left
// out, the rest applied, and the applied query written back as the URL and cache key.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { resolveReviewRanges, reviewsSearch } from "@/lib/reviews/reviews-query";
import { saveEnv } from "@/test-support/saved-env";
import { reviewsPageQuery, reviewsQueryLenient } from "./reviewed-calls";

const restoreEnv = saveEnv(["DASHBOARD_REVIEW_TAGS"]);
beforeEach(() => {
  delete process.env.DASHBOARD_REVIEW_TAGS;
});
afterAll(restoreEnv);

const lenient = (params: Record<string, string | string[]>) =>
  reviewsQueryLenient(
    (n) => [params[n]].flat()[0],
    (n) => [params[n] ?? []].flat(),
  );
const none = () => [];

describe("the Reviews page's query", () => {
  it("applies what is valid, names what is not, and writes the applied query back without defaults", () => {
    const { query, issues } = lenient({ reviewer: " lee ", tag: "nope", minScore: "4", maxScore: "2", from: "2026-11-20T10:00", page: "2", pageSize: "25" });
    expect(issues.map((i) => i.param).sort()).toEqual(["maxScore", "tag"]);
    expect(query).toEqual({ reviewer: "lee", minScore: 4, from: "2026-11-20T10:00:00.000Z", page: 2, pageSize: 25 });
    expect(reviewsSearch(query).toString()).toBe("reviewer=lee&minScore=4&from=2026-11-20T10%3A00%3A00.000Z&page=2");
  });

  it("reads empty fields (the form sends every one) as no filter, and a round trip changes nothing", () => {
    const first = lenient({ reviewer: "", tag: "escalate", minScore: "", maxScore: "3", from: "", to: "2026-11-21T00:00Z" });
    expect(first.issues).toEqual([]);
    const again = lenient(Object.fromEntries(reviewsSearch(first.query)));
    expect(again).toEqual(first);
  });

  it("takes its tags from DASHBOARD_REVIEW_TAGS", () => {
    process.env.DASHBOARD_REVIEW_TAGS = "refund, upsell";
    expect(lenient({ tag: "upsell" }).issues).toEqual([]);
    expect(lenient({ tag: "escalate" }).issues).toEqual([{ param: "tag", message: "must be one of refund, upsell" }]);
  });

  it("reads the form's wall-clock dates in the link's zone (tz=), else the user's setting, and keeps instants as they are", () => {
    const day = { from: "2026-11-20T00:00", to: "2026-11-20T23:59" };
    const kolkata = reviewsPageQuery((n) => ({ ...day, tz: "Asia/Kolkata" })[n], none, "UTC");
    expect(kolkata).toMatchObject({ tz: "Asia/Kolkata", zone: "Asia/Kolkata", issues: [] });
    expect(kolkata.query).toMatchObject({ from: "2026-11-19T18:30:00.000Z", to: "2026-11-20T18:29:00.000Z" });
    // No tz: the setting's zone (New York is on EST in November).
    const setting = reviewsPageQuery((n) => ({ ...day })[n as "from"], none, "America/New_York");
    expect(setting).toMatchObject({ tz: undefined, zone: "America/New_York" });
    expect(setting.query.from).toBe("2026-11-20T05:00:00.000Z");
    // A date-time with an offset is an instant whatever the zone; the applied query, written
    // back (instants with Z), reads the same in any zone.
    expect(reviewsPageQuery((n) => ({ from: "2026-11-20T00:00Z", tz: "Asia/Kolkata" })[n as "from"], none, "UTC").query.from).toBe("2026-11-20T00:00:00.000Z");
    const search = Object.fromEntries(reviewsSearch(kolkata.query));
    expect(reviewsPageQuery((n) => search[n], none, "Pacific/Auckland").query).toEqual(kolkata.query);
  });

  it("names a zone it does not know and a date that does not exist, and reads the rest in the setting's zone", () => {
    const { query, issues, tz, zone } = reviewsPageQuery(
      (n) => ({ tz: "Mars/Base", from: "2026-02-30T10:00", to: "2026-03-01T10:00" })[n as "tz"],
      none,
      "Europe/Berlin",
    );
    expect([tz, zone]).toEqual([undefined, "Europe/Berlin"]);
    expect(issues.map((i) => i.param).sort()).toEqual(["from", "tz"]);
    expect(query.from).toBeUndefined();
    expect(query.to).toBe("2026-03-01T09:00:00.000Z");
  });

  it("takes several tags (any of them), presets of either date kept by name, and refuses a preset beside bounds", () => {
    const { query, issues } = lenient({ tag: ["coaching", "escalate", "coaching"], reviewed: "24h", called: "last-week" });
    expect(issues).toEqual([]);
    expect(query).toMatchObject({ tag: ["coaching", "escalate"], reviewed: "24h", called: "last-week" });
    // The zone goes with a preset, which means its range there.
    expect(reviewsSearch(query, "Asia/Kolkata").toString()).toBe("tag=coaching&tag=escalate&reviewed=24h&called=last-week&tz=Asia%2FKolkata");
    expect(reviewsSearch({ tag: ["coaching"] }, "Asia/Kolkata").toString()).toBe("tag=coaching");
    const both = lenient({ reviewed: "7d", from: "2026-11-20T10:00" });
    expect(both.issues).toEqual([{ param: "reviewed", message: "must not be given with from or to" }]);
    expect(both.query).toMatchObject({ from: "2026-11-20T10:00:00.000Z" });
    expect(both.query.reviewed).toBeUndefined();
    const bad = lenient({ called: "soon", tag: ["coaching", "nope"] });
    expect(bad.issues.map((i) => i.param).sort()).toEqual(["called", "tag"]);
    expect(lenient({ callFrom: "2026-11-21T00:00Z", callTo: "2026-11-20T00:00Z" }).issues).toEqual([
      { param: "callTo", message: "must not be before callFrom" },
    ]);
  });

  it("resolves the presets at a moment in a zone into the bounds the store reads", () => {
    const now = Date.parse("2026-11-20T12:00:00Z");
    expect(resolveReviewRanges({ reviewed: "24h", called: "today", minScore: 3 }, now, "Asia/Kolkata")).toEqual({
      minScore: 3,
      from: "2026-11-19T12:00:00.000Z",
      to: "2026-11-20T12:00:00.000Z",
      callFrom: "2026-11-19T18:30:00.000Z",
      callTo: "2026-11-20T12:00:00.000Z",
    });
  });
});
