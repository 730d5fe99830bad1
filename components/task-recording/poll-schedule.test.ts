import { expect, it } from "vitest";
import { GIVE_UP_AFTER_MS, nextPoll, pollDelay } from "./poll-schedule";

it("waits 2 s, then half as long again each time, never more than 30 s", () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(pollDelay)).toEqual([2000, 3000, 4500, 6750, 10125, 15187.5, 22781.25, 30000, 30000, 30000]);
});

it("stops asking after 5 minutes of pending answers", () => {
  // Ask as the schedule says, with each answer arriving at once, until it says stop.
  const start = 0;
  let at = start;
  let answers = 0;
  const asks: number[] = [];
  for (;;) {
    answers += 1;
    const wait = nextPoll(start, at, answers);
    if (wait === false) break;
    at += wait;
    asks.push(at);
  }
  expect(asks.at(-1)).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS - 30_000);
  expect(at).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
  expect(at).toBeLessThan(GIVE_UP_AFTER_MS + 30_000);
  expect(asks.length).toBe(15);
});
