import "server-only";
import { digitsOf, hasIndexFilters, INDEX_FILTER_PARAMS } from "@/lib/call-results/index-filters";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import type { Summary } from "@/lib/dashboard-api/summary";
import { DashboardError } from "@/lib/errors";
import { currentStore } from "../store/current-store";
import { indexConfig } from "./config";
import { searchCalls } from "./search-query";
import { indexSummary } from "./search-summary";

// Which source serves a view (issue #37): a view with only the service's own filters is
// served by the service, as before the index; a view with any of the index's filters is
// served by the index: its list, its summary, its export and its live refreshes alike, so
// the numbers of one view never come from two places. With the index off (DASHBOARD_INDEX=off)
// such a view is refused with a 400 that names the filter, never answered without it.

/** Whether the index serves this view; a 400 when it would but the index is off. */
export function indexServes(query: ListQuery): boolean {
  if (!hasIndexFilters(query)) return false;
  if (indexConfig().enabled) return true;
  const param = INDEX_FILTER_PARAMS.find((p) => query[p] !== undefined)!;
  const message = "needs the search index, which is off on this dashboard (DASHBOARD_INDEX=off)";
  throw new DashboardError("invalid_request", `Invalid query: ${param} ${message}.`, { details: [{ param, message }] });
}

/** The searching route's audit() (its declared action, "search"; lib/server/api-route.ts). */
type SearchAudit = (outcome: "searched", details: string) => Promise<void>;

/**
 * A page of a view the index serves. A search by phone number or name is personal data
 * looked up: its first page is written to the audit trail (who, what, how many matched);
 * later pages and live refreshes of the same search are not searches of their own. A trail
 * that cannot be written refuses the answer, as for recordings. `zone`: the clock of the
 * view's hour and weekday filters.
 */
export async function indexPage(query: ListQuery, audit: SearchAudit | null, zone = "UTC"): Promise<ListResponse> {
  const page = await searchCalls(await currentStore(), query, zone);
  const what = [query.phone !== undefined && `phone=${digitsOf(query.phone)}`, query.agentName !== undefined && `agentName=${query.agentName}`].filter(Boolean);
  if (audit && what.length > 0 && query.page === 1) await audit("searched", `${what.join("; ")}; ${page.pagination.total} matched`);
  return page;
}

export async function indexViewSummary(query: ListQuery, zone: string, now = Date.now()): Promise<Summary> {
  return indexSummary(await currentStore(), query, zone, now);
}
