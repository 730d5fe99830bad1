import { describe, expect, it } from "vitest";
import { isHttpUrl } from "./urls";

describe("isHttpUrl", () => {
  it("accepts http and https only", () => {
    expect(isHttpUrl("https://console.example.com/calls/1")).toBe(true);
    expect(isHttpUrl("http://127.0.0.1:3100/console/projects/acme/calls/call_1")).toBe(true);
    for (const hostile of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "vbscript:x",
      "//evil.example/x",
      "/relative",
      "not a url",
      "",
    ]) {
      expect(isHttpUrl(hostile), hostile).toBe(false);
    }
  });
});
