import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { BudgetFullError, UpstreamBudget } from "./upstream-budget";

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

function track(budget: UpstreamBudget, priority: "interactive" | "background" | "sync", name: string, log: string[]) {
  return budget.acquire(priority).then(() => log.push(`${name}@${Date.now()}`));
}

it("lets a second's worth through at once, then one per 1/N s", async () => {
  const budget = new UpstreamBudget(4);
  const log: string[] = [];
  const all = Array.from({ length: 8 }, (_, i) => track(budget, "interactive", `r${i}`, log));
  await vi.advanceTimersByTimeAsync(2000);
  await Promise.all(all);
  expect(log).toEqual(["r0@0", "r1@0", "r2@0", "r3@0", "r4@250", "r5@500", "r6@750", "r7@1000"]);
});

it("serves waiting interactive requests before waiting background ones", async () => {
  const budget = new UpstreamBudget(2);
  const log: string[] = [];
  await Promise.all([track(budget, "background", "b0", log), track(budget, "background", "b1", log)]);
  // The budget is spent: a burst of background work queues, then a user's list arrives.
  const pending = [track(budget, "background", "b2", log), track(budget, "background", "b3", log), track(budget, "interactive", "list", log)];
  await vi.advanceTimersByTimeAsync(3000);
  await Promise.all(pending);
  expect(log.map((l) => l.split("@")[0])).toEqual(["b0", "b1", "list", "b2", "b3"]);
});

it("stops everyone until an upstream Retry-After has passed", async () => {
  const budget = new UpstreamBudget(10);
  const log: string[] = [];
  budget.pause(5);
  const pending = [track(budget, "interactive", "a", log), track(budget, "background", "b", log)];
  await vi.advanceTimersByTimeAsync(4999);
  expect(log).toEqual([]);
  await vi.advanceTimersByTimeAsync(2000);
  await Promise.all(pending);
  expect(log[0]!.startsWith("a@")).toBe(true);
  expect(Number(log[0]!.split("@")[1])).toBeGreaterThanOrEqual(5000);
});

it("refuses at once when too many wait, and drops a waiter whose request was abandoned", async () => {
  const budget = new UpstreamBudget(1, Date.now, 2);
  await budget.acquire("interactive");
  const abandoned = new AbortController();
  const first = budget.acquire("background", abandoned.signal);
  const second = budget.acquire("background");
  await expect(budget.acquire("background")).rejects.toBeInstanceOf(BudgetFullError);
  abandoned.abort(new Error("client went away"));
  await expect(first).rejects.toThrow("client went away");
  expect(budget.waiting()).toBe(1);
  await vi.advanceTimersByTimeAsync(1000);
  await second;
  expect(budget.waiting()).toBe(0);
});

it("serves the call index's sync last, and never out of the reserve: a user arriving after its burst goes at once", async () => {
  const budget = new UpstreamBudget(4);
  const log: string[] = [];
  // Four tokens, two of them the reserve: the sync takes two, then waits for refills.
  const syncing = Array.from({ length: 4 }, (_, i) => track(budget, "sync", `s${i}`, log));
  await vi.advanceTimersByTimeAsync(0);
  expect(log).toEqual(["s0@0", "s1@0"]);
  // Users arrive: both go at once, from the reserve.
  await Promise.all([track(budget, "interactive", "list", log), track(budget, "background", "count", log)]);
  expect(log.slice(2)).toEqual(["list@0", "count@0"]);
  // A background request queued behind the sync still goes first.
  const later = track(budget, "background", "b", log);
  await vi.advanceTimersByTimeAsync(3000);
  await Promise.all([...syncing, later]);
  expect(log.slice(4).map((l) => l.split("@")[0])).toEqual(["b", "s2", "s3"]);
  // Each waited until the bucket held the reserve plus one again.
  expect(Number(log.at(-1)!.split("@")[1])).toBeGreaterThanOrEqual(750);
});
