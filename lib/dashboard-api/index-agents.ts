// The Agent filter's list (GET /api/index/agents) and the review tags (GET /api/reviews/tags):
// their response types, declared once for the routes that answer them and the popovers that
// show them. Loaded with those popovers, not with the calls page.
import { queryOptions } from "@tanstack/react-query";
import { type ListQuery, listQueryToSearchParams } from "@/lib/call-results/list-query";
import { requestJson } from "./fetch";
import { PAGE_PATHS } from "./page-paths";
import { withSearch } from "./paths";

export interface AgentCounts {
  /** The view's agents by name, most calls first (at most 50), then any chosen beyond them. */
  agents: Array<{ name: string; calls: number }>;
  /** How many more agents match the search than are listed. */
  more: number;
  /** The calls of agents with no name (agentNone=yes), under the same filters as each agent's count. */
  none: number;
}

/** The view's agents with their calls, for its other filters and range (its own agent choice aside). */
export const indexAgentsOptions = (query: ListQuery, zone: string, search: string) => {
  const params = listQueryToSearchParams({ ...query, page: undefined, pageSize: undefined, sortBy: undefined, sortOrder: undefined });
  params.set("zone", zone);
  if (search) params.set("agentSearch", search);
  return queryOptions({
    queryKey: ["index-agents", params.toString()] as const,
    queryFn: ({ signal }) => requestJson<AgentCounts>(withSearch(PAGE_PATHS.indexAgents, params), { signal }),
    staleTime: 10_000,
  });
};

/** The tags a review may carry (DASHBOARD_REVIEW_TAGS). */
export const reviewTagsOptions = () =>
  queryOptions({
    queryKey: ["review-tags"] as const,
    queryFn: ({ signal }) => requestJson<{ tags: string[] }>(PAGE_PATHS.reviewTags, { signal }),
    staleTime: 5 * 60_000,
  });
