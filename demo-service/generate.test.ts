import { describe, expect, it } from "vitest";
import { generateHistory } from "./generate";
import { PROJECTS } from "./projects";

const calls = (anchor: number) => [...generateHistory(PROJECTS[0]!, 7, 3000, anchor)];

describe("the generated history", () => {
  it("is the same calls for one seed whenever in the same clock hour it is generated, moved by the time between", () => {
    const hour = Date.parse("2026-11-27T00:00:00Z");
    // Two services started one after the other are seconds apart; these are most of an hour
    // apart, so that candidates fall between them near the busy hours' edges.
    const gap = 58 * 60_000;
    const [a, b] = [calls(hour + 10_000), calls(hour + 10_000 + gap)];
    expect(b.map((c) => c.callId)).toEqual(a.map((c) => c.callId));
    expect(b.map((c) => [c.agentId, c.status, c.from, c.to, c.durationSeconds])).toEqual(a.map((c) => [c.agentId, c.status, c.from, c.to, c.durationSeconds]));
    expect(b.map((c) => c.createdAt - gap)).toEqual(a.map((c) => c.createdAt));
  });

  it("ends ten minutes before its anchor", () => {
    const anchor = Date.parse("2026-11-27T00:30:00Z");
    const newest = Math.max(...calls(anchor).map((c) => c.createdAt));
    expect(newest).toBeLessThanOrEqual(anchor - 10 * 60_000);
  });
});
