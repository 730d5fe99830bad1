// The duration histogram's buckets (issue #40), shared by the roll-ups, the page and its
// drill-down links: each bucket's lower bound in seconds; the last one has no upper bound.
// Migration 015 froze a copy of this list: a change here needs a migration that rebuilds
// insights_duration.
export const DURATION_BUCKETS: readonly number[] = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 900, 1800, 3600];

/** The bucket (its lower bound) a duration in seconds falls in. */
export function durationBucket(seconds: number): number {
  let bucket = 0;
  for (const bound of DURATION_BUCKETS) if (seconds >= bound) bucket = bound;
  return bucket;
}

/** The bucket's last second, inclusive (null for the last, open bucket): maxDuration in a drill-down link. */
export function bucketLastSecond(bucket: number): number | null {
  const next = DURATION_BUCKETS[DURATION_BUCKETS.indexOf(bucket) + 1];
  return next === undefined ? null : next - 1;
}
