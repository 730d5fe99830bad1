import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubWebStorage } from "@/test-support/web-storage";
import { callsViewHref, markReturn } from "./calls-view-back";
import { rememberCallsView, takeReturnScroll } from "./calls-view-return";
import { pivotHref } from "./pivot";

const location = { pathname: "/", search: "" };
let store: Map<string, string>;

beforeEach(() => {
  store = stubWebStorage("sessionStorage");
  vi.stubGlobal("window", { location, scrollY: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe("back to the exact calls view", () => {
  it("goes back to the view last seen, and restores its scroll only when arriving through the back link", () => {
    expect(callsViewHref()).toBe("/");
    location.search = "?status=completed&page=3";
    vi.stubGlobal("window", { location, scrollY: 812.4 });
    rememberCallsView();
    expect(callsViewHref()).toBe("/?status=completed&page=3");
    expect(takeReturnScroll()).toBeUndefined();
    markReturn();
    expect(takeReturnScroll()).toBe(812);
    // Once: a later visit to the same view starts at the top.
    expect(takeReturnScroll()).toBeUndefined();
  });

  it("never leads off the site, whatever the storage holds", () => {
    for (const href of ["//evil.example/", "https://evil.example/", "javascript:alert(1)"]) {
      store.set("calls-view:return", JSON.stringify({ href, scrollY: 0 }));
      expect(callsViewHref()).toBe("/");
    }
    store.set("calls-view:return", "{not json");
    expect(callsViewHref()).toBe("/");
  });
});

describe("pivots", () => {
  it("filter the calls view by that one id alone", () => {
    expect(pivotHref("agentId", "agent 7&x")).toBe("/?agentId=agent+7%26x");
    expect(pivotHref("callTaskId", "t-1")).toBe("/?callTaskId=t-1");
  });
});
