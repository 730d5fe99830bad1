"use client";
import { useQuery } from "@tanstack/react-query";
import type { ListQuery } from "@/lib/call-results/list-query";
import { useTimeZone } from "@/lib/client/time-zone";
import { useNow } from "@/lib/client/use-now";
import { resolveCreated } from "@/lib/created-range";
import { indexStatusOptions } from "@/lib/dashboard-api/index-status";
import { coverageText, shortDate, updatedAgo } from "./coverage-text";

// Above the results of a view the call index serves (issue #37): where the rows come from and
// how fresh they are ("From the search index, updated 3 s ago"), what the index covers
// ("Search covers 30 Aug – now", or the backfill's progress), and, when the view's created
// range reaches before that, a warning that names the coverage: never a silent partial answer.
export function IndexSourceLine({ query }: { query: ListQuery }) {
  const { data: status } = useQuery({ ...indexStatusOptions(), refetchInterval: 5_000 });
  const now = useNow();
  const { zone } = useTimeZone();
  if (!status?.enabled) return null;
  const from = resolveCreated(query, now, zone).createdFrom;
  const coveredFrom = status.coverageFrom === null ? null : Date.parse(status.coverageFrom);
  // A view with no start reaches back to all time; one that starts before the coverage, past it.
  const short = coveredFrom === null || from === undefined || Date.parse(from) < coveredFrom;
  return (
    <div className="index-source">
      <span role="status">From the search index{status.lastTailAt ? `, updated ${updatedAgo(status.lastTailAt, now)}` : ""}</span>
      <span aria-hidden="true">·</span>
      <span role="status" className={short ? "index-source-short" : undefined}>
        {coverageText(status, zone)}
        {short &&
          (coveredFrom === null
            ? ": no calls are in it yet, so this view shows none."
            : status.backfill.done
              ? `: calls created before ${shortDate(coveredFrom, zone)} are not searched.`
              : `: results before ${shortDate(coveredFrom, zone)} are not yet complete.`)}
      </span>
    </div>
  );
}
