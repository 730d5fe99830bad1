import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { CallsView } from "@/components/calls/calls-view";
import type { ServerError } from "@/components/calls/use-call-results";
import { ViewZone } from "@/components/calls/view-zone";
import { KeptParams } from "@/components/ui/kept-params";
import { ID_FILTERS } from "@/lib/call-results/constants";
import { listQueryKey, parseListQueryLenient, summaryQueryKey } from "@/lib/call-results/list-query";
import { resolveCreated } from "@/lib/created-range";
import { callResultsOptions } from "@/lib/dashboard-api/call-results";
import { indexStatusOptions } from "@/lib/dashboard-api/index-status";
import { summaryOptions } from "@/lib/dashboard-api/summary";
import { viewHref } from "@/lib/saved-views/saved-view";
import { requirePageUser, spendToken } from "@/lib/server/auth/guard";
import { indexConfig } from "@/lib/server/call-index/config";
import { indexPage, indexServes, indexViewSummary } from "@/lib/server/call-index/search-source";
import { indexStatus } from "@/lib/server/call-index/status";
import { exportMaxRows } from "@/lib/server/export/export-config";
import { pageAudit } from "@/lib/server/http/audit-binding";
import { toDashboardError } from "@/lib/server/http/respond";
import { liveIntervalSeconds } from "@/lib/server/live/live-config";
import { log } from "@/lib/server/log/logger";
import { pageRequestId } from "@/lib/server/log/request-id";
import { currentStore } from "@/lib/server/store/current-store";
import { startViewOf } from "@/lib/server/store/saved-views";
import { summaryInTime } from "@/lib/server/summary/summary";
import { timeZoneSetting } from "@/lib/server/time-zone-setting";
import { listCallResults } from "@/lib/server/upstream/upstream";
import { parseViewSettings } from "@/lib/view-settings";

/** The user's start view's search, when one is set; a store that cannot answer leaves `/` as it is. */
async function startViewSearch(userId: string): Promise<string | null> {
  try {
    return (await startViewOf((await currentStore()).db, userId))?.search || null;
  } catch (error) {
    log().error({ detail: (error as Error).message }, "start view not read; the default view opens");
    return null;
  }
}

function searchOf(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const v of [value ?? []].flat()) search.append(name, v);
  return search;
}

/**
 * The id search sent as a plain form (before the page's scripts run, or without them):
 * `by=agentId&q=…` is the view's `agentId=…` (`by=phone`, `by=agentName` likewise), on its first
 * page; null when it is not that.
 */
function idSearchHref(search: URLSearchParams): string | null {
  const by = search.get("by");
  const q = search.get("q");
  if (by === null || q === null) return null;
  const next = new URLSearchParams(search);
  for (const name of ["by", "q", "page"]) next.delete(name);
  // The index's two searches too: refused with a clear error when the index is off.
  if ([...ID_FILTERS, "phone", "agentName"].includes(by)) {
    next.delete(by);
    if (q.trim()) next.set(by, q.trim());
  }
  return `/?${next.toString()}`;
}

// The calls view. The server renders the first page for the URL's query by calling
// lib/server directly (never its own /api), into a query cache under the same factories'
// keys the client reads (lib/dashboard-api); HydrationBoundary hands that cache over, and
// the client takes over from there.
export default async function CallsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection(); // live data: render per request, never at build time
  const user = await requirePageUser();
  const requestHeaders = await headers();
  const params = await searchParams;
  // `/` with no query at all opens the user's start view (issue #15). Any parameter, such
  // as `/?view=default` (the Views menu's "Default view"), opens what it says instead.
  if (Object.keys(params).length === 0) {
    const start = await startViewSearch(user.id);
    if (start) redirect(viewHref(start));
  }
  const searched = idSearchHref(searchOf(params));
  if (searched) redirect(searched);
  const { query } = parseListQueryLenient(params, { relative: true, index: true });
  const key = listQueryKey(query);
  // The link's own zone (`tz=`) first, as the browser's view reads it (lib/client/time-zone.tsx).
  const zone = parseViewSettings(searchOf(params)).view.tz ?? (await timeZoneSetting()).zone;
  // One per request: a server's cache is never shared between users.
  const queryClient = new QueryClient();
  let serverError: ServerError | undefined;
  try {
    await spendToken(user); // the upstream budget counts pages too, not only /api
    // A view with the call index's filters is served by the index, its summary too.
    const fromIndex = indexServes(query);
    const resolved = resolveCreated(query, Date.now(), zone);
    // The page's request as the routes see one, for the client address of its audit entry:
    // a search by phone or name is recorded, as GET /api/call-results records it.
    const request = new Request("http://dashboard.local/", { headers: requestHeaders });
    const audit = pageAudit("page /", { action: "search", refused: "the search was not answered" }, user, request);
    const calls = fromIndex ? indexPage(resolved, audit, zone) : listCallResults(resolved);
    // The summary is counted alongside, and rendered with the page when it is ready in time:
    // the counts and the chart are then in the first paint instead of arriving after
    // hydration, when they were the page's largest contentful paint (issue #18). A summary
    // that is late stays out of the cache, and the browser asks for it.
    const count = fromIndex ? (q: typeof query, z: string) => indexViewSummary(q, z) : undefined;
    const summary = summaryInTime(query, zone, calls, { count }).then((counted) => {
      if (counted) queryClient.setQueryData(summaryOptions(summaryQueryKey(query), zone).queryKey, counted);
    });
    // The index's coverage line is in the first paint too, so nothing moves when it comes.
    const status =
      fromIndex && queryClient.fetchQuery({ ...indexStatusOptions(), queryFn: async () => indexStatus((await currentStore()).db, indexConfig(), Date.now()) });
    await Promise.all([queryClient.fetchQuery({ ...callResultsOptions(key, zone), queryFn: () => calls }), summary, status]);
  } catch (error) {
    const e = toDashboardError(error);
    const requestId = await pageRequestId();
    log().warn({ requestId, route: "page /", code: e.code, err: (error as Error)?.message ?? String(error) }, "the calls could not be loaded");
    serverError = { key, error: { code: e.code, message: e.message, retryAfterSeconds: e.extra.retryAfterSeconds, requestId } };
  }
  // No Suspense boundary around the view: React streams a large boundary's HTML apart from
  // the shell and reveals it up to 300 ms late (its reveal throttle), and the calls page's
  // LCP is a table cell or the summary. The page renders per request, so useSearchParams
  // needs none.
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {/* No paint until the results' region is parsed (React puts the link in the head). The
          page comes in one burst, but Chromium's parser yields now and then, and a paint
          between two of its 16 KB chunks showed the toolbar half there: in 2 of 25 loads its
          right-hand group grew by 346 px as Density and Columns arrived (a layout shift of
          0.0056; 0.010 in the bench). `blocking` is not in React's types yet. */}
      <link rel="expect" href="#results" {...{ blocking: "render" }} />
      <KeptParams search={searchOf(params)} />
      <ViewZone>
        <CallsView
          serverError={serverError}
          forbidden={params.forbidden === "1"}
          exportMaxRows={exportMaxRows()}
          liveIntervalSeconds={liveIntervalSeconds()}
          indexOn={indexConfig().enabled}
        />
      </ViewZone>
    </HydrationBoundary>
  );
}
