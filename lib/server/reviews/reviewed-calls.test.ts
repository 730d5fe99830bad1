// The Reviews page's query as the page reads its URL: each bad parameter named and left
// out, the rest applied, and the applied query written back as the URL and cache key.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { reviewsSearch } from "@/lib/reviews/reviews-query";
import { saveEnv } from "@/test-support/saved-env";
import { reviewsPageQuery, reviewsQueryLenient } from "./reviewed-calls";

const restoreEnv = saveEnv(["DASHBOARD_REVIEW_TAGS"]);
beforeEach(() => {
  delete process.env.DASHBOARD_REVIEW_TAGS;
});
afterAll(restoreEnv);

const lenient = (params: Record<string, string>) => reviewsQueryLenient((n) => params[n]);

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
    const kolkata = reviewsPageQuery((n) => ({ ...day, tz: "Asia/Kolkata" })[n], "UTC");
    expect(kolkata).toMatchObject({ tz: "Asia/Kolkata", zone: "Asia/Kolkata", issues: [] });
    expect(kolkata.query).toMatchObject({ from: "2026-11-19T18:30:00.000Z", to: "2026-11-20T18:29:00.000Z" });
    // No tz: the setting's zone (New York is on EST in November).
    const setting = reviewsPageQuery((n) => ({ ...day })[n as "from"], "America/New_York");
    expect(setting).toMatchObject({ tz: undefined, zone: "America/New_York" });
    expect(setting.query.from).toBe("2026-11-20T05:00:00.000Z");
    // A date-time with an offset is an instant whatever the zone; the applied query, written
    // back (instants with Z), reads the same in any zone.
    expect(reviewsPageQuery((n) => ({ from: "2026-11-20T00:00Z", tz: "Asia/Kolkata" })[n as "from"], "UTC").query.from).toBe("2026-11-20T00:00:00.000Z");
    const search = Object.fromEntries(reviewsSearch(kolkata.query));
    expect(reviewsPageQuery((n) => search[n], "Pacific/Auckland").query).toEqual(kolkata.query);
  });

  it("names a zone it does not know and a date that does not exist, and reads the rest in the setting's zone", () => {
    const { query, issues, tz, zone } = reviewsPageQuery(
      (n) => ({ tz: "Mars/Base", from: "2026-02-30T10:00", to: "2026-03-01T10:00" })[n as "tz"],
      "Europe/Berlin",
    );
    expect([tz, zone]).toEqual([undefined, "Europe/Berlin"]);
    expect(issues.map((i) => i.param).sort()).toEqual(["from", "tz"]);
    expect(query.from).toBeUndefined();
    expect(query.to).toBe("2026-03-01T09:00:00.000Z");
  });
});
