// A seeded random source, so that the same seed generates the same calls.

/** mulberry32: small, fast and good enough for test data. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    normal: () => {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    id: (prefix: string) => {
      const a1 = Math.floor(next() * 2 ** 32)
        .toString(36)
        .padStart(7, "0");
      const a2 = Math.floor(next() * 2 ** 32)
        .toString(36)
        .padStart(7, "0");
      return `${prefix}_${a1}${a2}`;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;
