// The Insights page's drill-down links (issue #40): the page's range, zone and filters are
// carried to the calls view, and a duration bar meets the page's own duration filter.
import { describe, expect, it } from "vitest";
import { callsHref, durationHref } from "./links";

describe("the drill-down links", () => {
  it("carry the page's range and filters, its zone, and what the figure adds", () => {
    const href = callsHref("created=7d&direction=inbound&agentName=clai&minDuration=60&compare=week", "America/New_York", { weekday: 1, hour: 14 });
    expect(new URLSearchParams(href.slice(2))).toEqual(
      new URLSearchParams("created=7d&direction=inbound&agentName=clai&minDuration=60&tz=America%2FNew_York&weekday=1&hour=14"),
    );
  });

  it("open a duration bar's completed calls within the page's duration filter, and no link for a bar outside it", () => {
    expect(durationHref("created=7d", "UTC", 60, 119)).toBe("/?created=7d&tz=UTC&status=completed&minDuration=60&maxDuration=119");
    expect(durationHref("created=7d&minDuration=90&maxDuration=100", "UTC", 60, 119)).toBe(
      "/?created=7d&minDuration=90&maxDuration=100&tz=UTC&status=completed",
    );
    expect(durationHref("created=7d&maxDuration=500", "UTC", 300, null)).toBe("/?created=7d&maxDuration=500&tz=UTC&status=completed&minDuration=300");
    expect(durationHref("created=7d&maxDuration=30", "UTC", 60, 119)).toBeNull();
  });
});
