import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alignment } from "./alignment";

describe("alignment", () => {
  it("counts the questions both answered alike, and the score difference", () => {
    const expert = { answers: { a: { value: "yes" as const }, b: { value: "no" as const }, c: { value: 3 } }, score: 60 };
    const reviewer = { answers: { a: { value: "yes" as const }, b: { value: "yes" as const }, d: { value: "na" as const } }, score: 75.5 };
    expect(alignment(expert, reviewer)).toEqual({ agreement: 0.5, scoreDifference: 15.5 });
  });

  it("is 1 and 0 against oneself, and null with nothing in common", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^q\d$/), fc.constantFrom("yes" as const, "no" as const, "na" as const)),
        fc.integer({ min: 0, max: 100 }),
        (values, score) => {
          const answers = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v }]));
          const self = alignment({ answers, score }, { answers, score });
          expect(self.scoreDifference).toBe(0);
          expect(self.agreement).toBe(Object.keys(answers).length ? 1 : null);
        },
      ),
    );
    expect(alignment({ answers: { a: { value: "yes" } }, score: null }, { answers: {}, score: 50 })).toEqual({ agreement: null, scoreDifference: null });
  });
});
