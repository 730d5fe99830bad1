import { apiRoute } from "@/lib/server/api-route";
import { agentCounts } from "@/lib/server/call-index/agent-counts";
import { indexConfig } from "@/lib/server/call-index/config";
import { invalidParam, listQueryOrRefuse } from "@/lib/server/http/list-params";
import { currentStore } from "@/lib/server/store/current-store";
import { textProblem } from "@/lib/text-input";
import { isTimeZone } from "@/lib/time-zones";

// GET /api/index/agents?<view's filters>&zone=&agentSearch= – the Agent filter's list (issue
// #37): the view's agents by name with their calls, for its other filters and range, most
// first, at most 50 (agentSearch, part of a name, finds the others). From the call index, for
// whoever may list calls.
export const GET = apiRoute({ name: "GET /api/index/agents", role: "viewer" }, async ({ url }) => {
  if (!indexConfig().enabled) throw invalidParam("agent", "needs the search index, which is off on this dashboard (DASHBOARD_INDEX=off)");
  const zone = url.searchParams.get("zone") ?? "UTC";
  if (!isTimeZone(zone)) throw invalidParam("zone", "is not a known time zone");
  const search = url.searchParams.getAll("agentSearch");
  const text = search[0] ?? "";
  const bad = search.length > 1 ? "must be given at most once" : text.length > 64 ? "must be at most 64 characters" : textProblem(text);
  if (bad) throw invalidParam("agentSearch", bad);
  const query = listQueryOrRefuse(url.searchParams, { relative: true, index: true });
  const answer = await agentCounts(await currentStore(), query, zone, text);
  return Response.json(answer, { headers: { "cache-control": "private, max-age=10" } });
});
