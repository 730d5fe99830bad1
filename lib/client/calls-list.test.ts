import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubWebStorage } from "@/test-support/web-storage";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results/list-query";
import { pageHint, rememberedList, rememberPosition } from "./calls-list";

let store: Map<string, string>;

beforeEach(() => {
  store = stubWebStorage("sessionStorage");
});
afterEach(() => vi.unstubAllGlobals());

const viewLeft = (href: string) => store.set("calls-view:return", JSON.stringify({ href, scrollY: 0 }));

describe("the list the player and a call's page walk through", () => {
  it("is the calls view last seen: its filters, order and page; the default view without one", () => {
    expect(rememberedList().query).toMatchObject(LIST_QUERY_DEFAULTS);
    viewLeft("/?status=completed&sortBy=durationSeconds&sortOrder=asc&pageSize=5&page=3&live=1");
    const list = rememberedList();
    expect(list.query).toMatchObject({ status: ["completed"], sortBy: "durationSeconds", sortOrder: "asc", pageSize: 5, page: 3 });
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
});
