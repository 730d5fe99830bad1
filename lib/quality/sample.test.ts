import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Candidate, sampleCalls } from "./sample";

const candidates = fc.uniqueArray(fc.record({ callId: fc.stringMatching(/^c[0-9a-f]{1,6}$/), agent: fc.constantFrom("Ann", "Bob", "Cy", "Dee") }), {
  selector: (c) => c.callId,
  maxLength: 60,
});
const options = fc.record({ perAgent: fc.integer({ min: 1, max: 6 }), reviewers: fc.constantFrom(["r1"], ["r1", "r2"], ["a", "b", "c"]), seed: fc.integer() });

describe("sampleCalls", () => {
  it("the same seed gives the same calls, for the same reviewers, whatever the candidates' order", () => {
    fc.assert(
      fc.property(candidates, options, (cs, o) => {
        expect(sampleCalls([...cs].reverse(), o)).toEqual(sampleCalls(cs, o));
      }),
    );
  });

  it("no agent is over-sampled, every pick is a candidate, none twice", () => {
    fc.assert(
      fc.property(candidates, options, (cs, o) => {
        const picks = sampleCalls(cs, o);
        const perAgent = new Map<string, number>();
        for (const p of picks) perAgent.set(p.agent, (perAgent.get(p.agent) ?? 0) + 1);
        for (const [agent, n] of perAgent) expect(n).toBe(Math.min(o.perAgent, cs.filter((c) => c.agent === agent).length));
        expect(new Set(picks.map((p) => p.callId)).size).toBe(picks.length);
        for (const p of picks) expect(cs).toContainEqual({ callId: p.callId, agent: p.agent });
      }),
    );
  });

  it("shares the picks round-robin: no reviewer has more than one over another", () => {
    fc.assert(
      fc.property(candidates, options, (cs, o) => {
        const counts = o.reviewers.map((r) => sampleCalls(cs, o).filter((p) => p.reviewer === r).length);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("another seed draws differently (the choice is random, not the first N)", () => {
    const many: Candidate[] = Array.from({ length: 200 }, (_, i) => ({ callId: `c${String(i).padStart(3, "0")}`, agent: "Ann" }));
    const draws = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        sampleCalls(many, { perAgent: 5, reviewers: ["r"], seed })
          .map((p) => p.callId)
          .join(),
      ),
    );
    expect(draws.size).toBe(5);
  });
});
