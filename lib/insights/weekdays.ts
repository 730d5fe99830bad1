// The weekdays' names, Monday first, as ISO 8601 numbers them (the `weekday=1..7` filter): the
// heatmap's rows and the filter's chip. Apart from lib/labels.ts, which the calls page's first
// load holds: neither needs them there.
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
