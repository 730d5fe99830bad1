import "server-only";
import { CALL_DIRECTIONS } from "@/lib/call-results/constants";
import { resolveCreated } from "@/lib/created-range";
import type { CompareChoice } from "@/lib/dashboard-api/insights";
import { isTimeZone } from "@/lib/time-zones";
import { invalidParam, listQueryOrRefuse } from "../http/list-params";
import type { InsightsFilters } from "./grouped";

// GET /api/insights's parameters: the calls view's range (a preset by name, or createdFrom
// and createdTo) and the filters the roll-ups count by (status, agentId, direction,
// voicemail), the time zone and the comparison. Any other filter is refused by name: the
// page never answers for a view it cannot count.

const LIST_PARAMS = ["created", "createdFrom", "createdTo", "status", "agentId"];
const OWN_PARAMS = ["zone", "compare", "direction", "voicemail"];
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
      throw invalidParam(name, "is not a filter the Insights page can count by (status, agentId, direction, voicemail)");
  }
  const zone = params.get("zone") ?? "UTC";
  if (!isTimeZone(zone)) throw invalidParam("zone", "is not a known time zone");
  const compare = (params.get("compare") ?? "previous") as CompareChoice;
  if (!COMPARE.includes(compare)) throw invalidParam("compare", `must be one of ${COMPARE.join(", ")}`);
  const listParams = new URLSearchParams([...params].filter(([name]) => LIST_PARAMS.includes(name)));
  const query = resolveCreated(listQueryOrRefuse(listParams, { relative: true }), nowMs, zone);
  if (!query.createdFrom) throw invalidParam("created", "is needed: a preset (created=7d) or createdFrom");
  const fromMs = Date.parse(query.createdFrom);
  const toMs = (query.createdTo ? Date.parse(query.createdTo) : nowMs) + 1;
  const filters: InsightsFilters = { status: query.status, agentId: query.agentId };
  const direction = params.get("direction");
  if (direction !== null) {
    const values = direction.split(",");
    if (values.some((v) => !(CALL_DIRECTIONS as readonly string[]).includes(v)))
      throw invalidParam("direction", `must be a comma-separated list of ${CALL_DIRECTIONS.join(", ")}`);
    filters.direction = [...new Set(values)];
  }
  const voicemail = params.get("voicemail");
  if (voicemail !== null) {
    if (voicemail !== "yes" && voicemail !== "no") throw invalidParam("voicemail", "must be yes or no");
    filters.voicemail = voicemail === "yes" ? 1 : 0;
  }
  return { fromMs, toMs, zone, compare, filters };
}
