// A warning a client can trigger on every request is written once a minute, not once a request.
import { describe, expect, it, vi } from "vitest";
import { warnAtMostEveryMinute } from "./log-once";

describe("warnAtMostEveryMinute", () => {
  it("writes the first, leaves out the rest of the minute, then writes again with how many were left out", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const t0 = Date.UTC(2026, 10, 25);
      for (let i = 0; i < 300; i++) warnAtMostEveryMinute("untrusted proxy", { warning: "ignored" }, t0 + i * 100);
      expect(warn).toHaveBeenCalledTimes(1);
      warnAtMostEveryMinute("untrusted proxy", { warning: "ignored" }, t0 + 61_000);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(JSON.parse(String(warn.mock.calls[1]?.[0]))).toMatchObject({ warning: "ignored", alsoInTheLastMinute: 299 });
      // Another kind has a minute of its own.
      warnAtMostEveryMinute("another", { warning: "other" }, t0 + 61_500);
      expect(warn).toHaveBeenCalledTimes(3);
    } finally {
      warn.mockRestore();
    }
  });
});
