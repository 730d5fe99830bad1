import "server-only";
import { resolveCreated } from "@/lib/created-range";
import type { CompareChoice } from "@/lib/dashboard-api/insights";
import { isTimeZone } from "@/lib/time-zones";
import { invalidParam, listQueryOrRefuse } from "../http/list-params";
import type { InsightsFilters } from "./grouped";
import { wholeHourZone } from "./local-time";

// GET /api/insights's parameters: the calls view's range (a preset by name, or createdFrom
// and createdTo) and filters, read by the calls view's parser (lib/call-results): those the
// roll-ups count by (status, agentId, direction, voicemail) and those only the rows answer
// (agentName, minDuration, maxDuration: grouped.ts's rowsOnly); the time zone and the
// comparison. Any other filter is refused by name: the page never answers for a view it
// cannot count.

const LIST_PARAMS = ["created", "createdFrom", "createdTo", "status", "agentId", "direction", "voicemail", "agentName", "minDuration", "maxDuration"];
const OWN_PARAMS = ["zone", "compare"];
const QUARTER_HOUR = 15 * 60_000;
const COMPARE: readonly CompareChoice[] = ["previous", "week", "none"];

export interface InsightsRequest {
  fromMs: number;
  /** Exclusive: createdTo + 1 ms (createdTo is inclusive, as the list's is). */
  toMs: number;
  zone: string;
  compare: CompareChoice;
  filters: InsightsFilters;
}

export function readInsightsParams(params: URLSearchParams, nowMs: number): InsightsRequest {
  for (const name of new Set(params.keys())) {
    if (!LIST_PARAMS.includes(name) && !OWN_PARAMS.includes(name))
      throw invalidParam(name, `is not a filter the Insights page can count by (${LIST_PARAMS.slice(3).join(", ")})`);
  }
  const zone = params.get("zone") ?? "UTC";
  if (!isTimeZone(zone)) throw invalidParam("zone", "is not a known time zone");
  const compare = (params.get("compare") ?? "previous") as CompareChoice;
  if (!COMPARE.includes(compare)) throw invalidParam("compare", `must be one of ${COMPARE.join(", ")}`);
  const listParams = new URLSearchParams([...params].filter(([name]) => LIST_PARAMS.includes(name)));
  const query = resolveCreated(listQueryOrRefuse(listParams, { relative: true, index: true }), nowMs, zone);
  if (!query.createdFrom) throw invalidParam("created", "is needed: a preset (created=7d) or createdFrom");
  const fromMs = Date.parse(query.createdFrom);
  const toMs = (query.createdTo ? Date.parse(query.createdTo) : nowMs) + 1;
  const { status, agentId, direction, agentName, minDuration, maxDuration, voicemail } = query;
  const filters: InsightsFilters = { status, agentId, direction, agentName, minDuration, maxDuration };
  if (voicemail) filters.voicemail = voicemail === "yes" ? 1 : 0;
  if (!wholeHourZone(zone)) filters.slotMs = QUARTER_HOUR;
  for (const key of Object.keys(filters) as Array<keyof InsightsFilters>) if (filters[key] === undefined) delete filters[key];
  return { fromMs, toMs, zone, compare, filters };
}
