import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CallResult } from "@/lib/call-results/schemas";
import { reviewedCallsOptions } from "@/lib/dashboard-api/reviews";
import type { ReviewedCallsPage } from "@/lib/reviews/reviews-query";
import { stubWebStorage } from "@/test-support/web-storage";
import { pageHint, rememberedList, rememberPosition } from "./calls-list";
import { rememberListShown } from "./list-shown";

let store: Map<string, string>;

beforeEach(() => {
  store = stubWebStorage("sessionStorage");
});
afterEach(() => vi.unstubAllGlobals());

const viewLeft = (href: string) => store.set("calls-view:return", JSON.stringify({ href, scrollY: 0 }));

describe("the list the player and a call's page walk through", () => {
  it("is the calls view last seen: its filters, order and page; the default view without one", () => {
    expect(rememberedList()).toMatchObject({ page: 1, key: rememberedList().key });
    viewLeft("/?status=completed&sortBy=durationSeconds&sortOrder=asc&pageSize=5&page=3&live=1");
    const list = rememberedList();
    expect(list.page).toBe(3);
    for (const part of ["status=completed", "sortBy=durationSeconds", "sortOrder=asc"]) expect(list.key).toContain(part);
    // The list's key leaves the page out: each page of it is the same list.
    expect(list.key).not.toContain("page=3");
    expect(list.key).toContain("pageSize=5");
  });

  it("looks first on the page the last step landed on, in that list, for that call", () => {
    viewLeft("/?pageSize=5&page=2");
    const list = rememberedList();
    expect(pageHint(list, "call_a")).toBe(2);
    rememberPosition(list, "call_a", 4);
    expect(pageHint(list, "call_a")).toBe(4);
    // Another call, or the same call in another list, starts from the view's page.
    expect(pageHint(list, "call_b")).toBe(2);
    viewLeft("/?pageSize=10&page=2");
    expect(pageHint(rememberedList(), "call_a")).toBe(2);
  });

  it("ignores a stored position that this code did not write", () => {
    viewLeft("/?page=2");
    const { key } = rememberedList();
    for (const page of [0, -1, 1.5, "4", 1e12, null]) {
      store.set("calls-list:position", JSON.stringify({ key, callId: "call_a", page }));
      expect(pageHint(rememberedList(), "call_a")).toBe(2);
    }
    store.set("calls-list:position", "{not json");
    expect(pageHint(rememberedList(), "call_a")).toBe(2);
  });

  it("is the Reviews list once the Reviews page was shown, until the calls view is again; its pages come from the page's own cache keys", async () => {
    viewLeft("/?pageSize=5&page=2");
    rememberListShown("tag=coaching&page=3&pageSize=10");
    const list = rememberedList();
    expect(list).toMatchObject({ key: "reviews?tag=coaching&pageSize=10", page: 3 });
    const queryClient = new QueryClient();
    const row = (callId: string, call: Partial<CallResult> | null) => ({ callId, reviews: [], notes: 1, latestAt: "", call: call as CallResult | null });
    const answer: ReviewedCallsPage = { calls: [row("call_a", { callId: "call_a" }), row("call_gone", null)], total: 21, page: 3, pageSize: 10 };
    // The key the Reviews page itself asks under for page 3 (reviewsSearch's order: filters, page, pageSize).
    queryClient.setQueryData(reviewedCallsOptions("tag=coaching&page=3&pageSize=10").queryKey, answer);
    expect(await list.pages(queryClient, "UTC")(3)).toEqual({
      data: [
        { callId: "call_a", call: { callId: "call_a" } },
        { callId: "call_gone", call: null },
      ],
      pagination: { totalPages: 3 },
    });
    rememberListShown(null);
    expect(rememberedList()).toMatchObject({ page: 2 });
    expect(rememberedList().key).toContain("pageSize=5");
  });
});
