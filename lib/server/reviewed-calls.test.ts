// The Reviews page's query as the page reads its URL: each bad parameter named and left
// out, the rest applied, and the applied query written back as the URL and cache key.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { reviewsSearch } from "@/lib/call-results/reviews-query";
import { saveEnv } from "@/test-support/saved-env";
import { reviewsQueryLenient } from "./reviewed-calls";

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
});
