import { expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

it("forgets an entry when its lifetime is over, and the oldest when full", () => {
  let now = 0;
  const cache = new TtlCache<number>(2, () => now);
  cache.set("settled", 1, 600_000);
  cache.set("recent", 2, 15_000);
  now = 14_999;
  expect([cache.get("settled"), cache.get("recent")]).toEqual([1, 2]);
  now = 15_000;
  expect(cache.get("recent")).toBeUndefined();
  cache.set("b", 3, 1000);
  cache.set("c", 4, 1000);
  // Full at two: the oldest ("settled") went to make room.
  expect([cache.get("settled"), cache.get("b"), cache.get("c"), cache.size]).toEqual([undefined, 3, 4, 2]);
});
