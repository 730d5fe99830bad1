// The Review column's words for screen readers: the latest review's score, named as the latest
// when the call has several reviews.
import { describe, expect, it } from "vitest";
import { spokenMark } from "./spoken-mark";

describe("a review mark, spoken", () => {
  it("says reviewed or not, the latest review's score and the notes", () => {
    expect(spokenMark({ reviews: 1, latestScore: 4, notes: 2 })).toBe("Reviewed, score 4 of 5, 2 notes");
    expect(spokenMark({ reviews: 3, latestScore: 2, notes: 0 })).toBe("Reviewed 3 times, latest score 2 of 5");
    expect(spokenMark({ reviews: 0, latestScore: null, notes: 1 })).toBe("Not reviewed, 1 note");
  });
});
