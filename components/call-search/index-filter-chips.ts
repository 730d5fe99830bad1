// The chips of the call index's filters (active-filter-list.tsx renders them with the
// service's): a search reads as what it matched ("Phone number contains 4567"), a duration
// in m:ss, a flag in words.
import { digitsOf, type IndexFilters } from "@/lib/call-results/index-filters";
import { WEEKDAY_NAMES } from "@/lib/insights/weekdays";
import { DIRECTION_LABELS, FILTER_LABELS } from "@/lib/labels";
import { ALL_FILTER_LABELS } from "@/lib/labels-more";

type Key = keyof IndexFilters;

const mss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
const FLAG_WORDS = { voicemail: ["Yes", "No"], recording: ["Has one", "None"], reviewed: ["Yes", "No"], agentNone: ["Yes", "No"] } as const;

/** [key, text, detail, words before the text] for each index filter the query has. */
export function indexFilterChips(query: IndexFilters): Array<[Key, string, undefined?, string?]> {
  const out: Array<[Key, string, undefined?, string?]> = [];
  if (query.phone !== undefined) out.push(["phone", digitsOf(query.phone), undefined, `${FILTER_LABELS.phone} contains`]);
  if (query.agentName !== undefined) out.push(["agentName", `'${query.agentName.trim()}'`, undefined, `${FILTER_LABELS.agentName} contains`]);
  if (query.direction) out.push(["direction", query.direction.map((d) => DIRECTION_LABELS[d]).join(", ")]);
  if (query.minDuration !== undefined) out.push(["minDuration", mss(query.minDuration)]);
  if (query.maxDuration !== undefined) out.push(["maxDuration", mss(query.maxDuration)]);
  for (const flag of ["voicemail", "recording", "reviewed", "agentNone"] as const) {
    const value = query[flag];
    if (value) out.push([flag, FLAG_WORDS[flag][value === "yes" ? 0 : 1]]);
  }
  if (query.agent) out.push(["agent", query.agent.join(", ")]);
  if (query.minScore !== undefined) out.push(["minScore", String(query.minScore)]);
  if (query.maxScore !== undefined) out.push(["maxScore", String(query.maxScore)]);
  if (query.tag !== undefined) out.push(["tag", query.tag]);
  // The heatmap's drill-down (issue #40): "Hour 14:00–15:00", "Weekday: Monday", on the view's clock.
  const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
  if (query.hour !== undefined) out.push(["hour", `${hh(query.hour)}–${hh((query.hour + 1) % 24)}`, undefined, ALL_FILTER_LABELS.hour]);
  if (query.weekday !== undefined) out.push(["weekday", WEEKDAY_NAMES[query.weekday - 1] ?? String(query.weekday)]);
  return out;
}
