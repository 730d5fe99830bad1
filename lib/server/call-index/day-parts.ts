import "server-only";

// How slots (contiguous [from, to) intervals: a created range, or a chart's bins) are counted
// from a roll-up kept per UTC day only (migration 025's, view-counts.ts): each slot's whole
// UTC days from the roll-up; a day a slot covers only in part from the rows, or, when that
// part holds more of the day's calls than the rest of the day, as the day's count less the
// rest from the rows. So a chart's days in New York (05:00 to 05:00 UTC) read 5 hours of rows
// a day, not 19, and "Last 30 days" reads no rows for today (the rest of today is to come).

const DAY = 86_400_000;

type Range = readonly [number, number];

/** A stretch of time counted from the rows, and what its count adds to which slot (+1, or −1 for a day taken less its rest). */
export interface RowsPiece {
  from: number;
  to: number;
  uses: Array<[slot: number, sign: 1 | -1]>;
}

export function dayParts(slots: readonly Range[], now: number): { days: Array<[number, number, number]>; pieces: RowsPiece[] } {
  const days: Array<[number, number, number]> = [];
  const partial = new Map<number, Array<[number, number, number | undefined]>>();
  const addPiece = (x: number, y: number, slot: number) => {
    for (let d = Math.floor(x / DAY) * DAY; d < y; d += DAY) {
      const [from, to] = [Math.max(x, d), Math.min(y, d + DAY)];
      if (from < to) partial.set(d, [...(partial.get(d) ?? []), [from, to, slot]]);
    }
  };
  slots.forEach(([a, b], slot) => {
    const [da, db] = [Math.ceil(a / DAY) * DAY, Math.floor(b / DAY) * DAY];
    if (da >= db) addPiece(a, b, slot);
    else {
      days.push([da, db, slot]);
      addPiece(a, da, slot);
      addPiece(db, b, slot);
    }
  });
  const pieces: RowsPiece[] = [];
  // Calls are not created after now: time to come costs nothing to read.
  const cost = ([x, y]: readonly [number, number, number | undefined]) => Math.max(0, Math.min(y, now) - x);
  for (const [d, parts] of partial) {
    parts.sort((p, q) => p[0] - q[0]);
    // The day's stretches no slot covers, which only a day taken less its rest reads.
    const segments: Array<[number, number, number | undefined]> = [];
    let at = d;
    for (const part of parts) {
      if (at < part[0]) segments.push([at, part[0], undefined]);
      segments.push(part);
      at = part[1];
    }
    if (at < d + DAY) segments.push([at, d + DAY, undefined]);
    const best = segments.filter((s) => s[2] !== undefined).sort((p, q) => cost(q) - cost(p))[0]!;
    const rest = segments.filter((s) => s !== best);
    if (cost(best) > rest.reduce((sum, s) => sum + cost(s), 0)) {
      days.push([d, d + DAY, best[2]!]);
      for (const [from, to, slot] of rest) pieces.push({ from, to, uses: [[best[2]!, -1], ...(slot === undefined ? [] : [[slot, 1] as [number, 1]])] });
    } else {
      for (const [from, to, slot] of parts) pieces.push({ from, to, uses: [[slot!, 1]] });
    }
  }
  return { days, pieces };
}
