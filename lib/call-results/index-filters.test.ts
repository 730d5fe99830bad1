// The call index's filters in the URL: parsed only for the dashboard's own views, each bad
// one named, written back in a stable order; and what the search box takes its text for.
import { describe, expect, it } from "vitest";
import { hasIndexFilters } from "./index-filters";
import { listQueryKey, parseListQuery } from "./list-query";
import { readDuration, recogniseSearch } from "./search-text";

const parse = (search: string) => parseListQuery(new URLSearchParams(search), { index: true });

describe("the index filters' URL form", () => {
  it("reads every filter and writes it back the same", () => {
    const search = "phone=%2B1+%28415%29+555-4567&agentName=clai&direction=inbound%2Cweb&minDuration=60&maxDuration=300&voicemail=no&recording=yes&reviewed=no";
    const parsed = parse(search);
    expect(parsed.success && parsed.data).toMatchObject({
      phone: "+1 (415) 555-4567",
      agentName: "clai",
      direction: ["inbound", "web"],
      minDuration: 60,
      maxDuration: 300,
      voicemail: "no",
      recording: "yes",
      reviewed: "no",
    });
    expect(parsed.success && listQueryKey(parsed.data)).toBe(search);
    expect(parsed.success && hasIndexFilters(parsed.data)).toBe(true);
  });

  it("reads the heatmap's hour and weekday (issue #40), which the index serves", () => {
    const parsed = parse("hour=0&weekday=7");
    expect(parsed.success && [parsed.data.hour, parsed.data.weekday]).toEqual([0, 7]);
    expect(parsed.success && listQueryKey(parsed.data)).toBe("hour=0&weekday=7");
    expect(parsed.success && hasIndexFilters(parsed.data)).toBe(true);
  });

  it("is not read for the service's list: the spec's parser leaves them out", () => {
    const parsed = parseListQuery(new URLSearchParams("phone=4567&status=failed"));
    expect(parsed.success && parsed.data.phone).toBeUndefined();
    expect(parsed.success && hasIndexFilters(parsed.data)).toBe(false);
  });

  it.each([
    ["phone=45", "phone", "needs at least 3 digits"],
    ["phone=abc4567", "phone", "only digits"],
    [`agentName=${"x".repeat(65)}`, "agentName", "at most 64"],
    ["agentName=%20", "agentName", "must not be empty"],
    ["direction=inbound,up", "direction", "inbound, outbound, web"],
    ["minDuration=1.5", "minDuration", "whole number"],
    ["minDuration=61&maxDuration=60", "maxDuration", "less than minDuration"],
    ["recording=true", "recording", "yes or no"],
    ["reviewed=yes&reviewed=no", "reviewed", "at most once"],
    ["hour=-1", "hour", "whole number"],
    ["weekday=mon", "weekday", "whole number"],
  ])("%s is refused, naming %s", (search, param, words) => {
    const parsed = parse(search);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.issues).toEqual([{ param, message: expect.stringContaining(words) }]);
  });
});

describe("the search box's text", () => {
  it.each([
    ["+1 (415) 555-4567", "phone"],
    ["415-555-4567", "phone"],
    ["4567", "phone"],
    ["call_abc123", "id"],
    ["task-42", "id"],
    ["clai", "agentName"],
    ["Línea Española", "agentName"],
    ["Reception Desk", "agentName"],
  ])("%s is taken for a %s", (text, kind) => expect(recogniseSearch(text)).toBe(kind));

  it("reads a duration as seconds, m:ss or h:mm:ss", () => {
    expect([readDuration("90"), readDuration("1:30"), readDuration(" 0:02:30 "), readDuration("12:00")]).toEqual([90, 90, 150, 720]);
    expect([readDuration("1:75"), readDuration("ten"), readDuration("-5"), readDuration("")]).toEqual([null, null, null, null]);
  });
});
