"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { ErrorReference } from "@/components/ui/error-reference";
import { Notice } from "@/components/ui/notice";
import { callField } from "@/lib/call-results/fields";
import { rememberListShown } from "@/lib/client/list-shown";
import { reviewedCallsOptions } from "@/lib/dashboard-api/reviews";
import { REVIEWED_CALL_FACTS } from "./reviewed-call-facts";
import { ReviewedCallRow } from "./reviewed-call-row";
import { ReviewsPaging } from "./reviews-paging";

const HEADINGS = ["Call", "Scores", "Tags", "Notes", "Reviewed", ...REVIEWED_CALL_FACTS.map((key) => callField(key).label), "Recording"];

// The Reviews list: the server rendered the first answer into the query cache under this
// factory's key; the browser reads it from there and asks again when it goes stale.
export function ReviewedCallsTable({ search, tz }: { search: string; tz?: string }) {
  const { data, error, isPending } = useQuery(reviewedCallsOptions(search));
  // The player's Previous/Next walk this list, in its order and across its pages, from now
  // on; a call's "← Reviews" comes back to it, in the zone the link named.
  useEffect(() => rememberListShown(search, tz), [search, tz]);
  if (isPending) return <p role="status">Loading reviewed calls…</p>;
  if (error)
    return (
      <Notice tone="error" title="The reviewed calls could not be read">
        {error.message}
        <ErrorReference error={error} />
      </Notice>
    );
  const factsMissing = data.factsError ? "facts unavailable" : "not found in the service";
  return (
    <div className="space-y-3">
      {data.factsError && (
        <Notice tone="warning" title="The calls' facts could not be read from the service">
          {data.factsError.message}
        </Notice>
      )}
      <div tabIndex={0} role="region" aria-label="Reviewed calls, scrollable" className="relative overflow-x-auto panel focus-ring">
        <table aria-label="Reviewed calls" className="min-w-full text-left text-sm">
          <thead className="bg-slate-100 text-xs uppercase text-slate-700">
            <tr>
              {HEADINGS.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.calls.map((row) => (
              <ReviewedCallRow key={row.callId} row={row} factsMissing={factsMissing} />
            ))}
            {data.calls.length === 0 && (
              <tr>
                <td colSpan={HEADINGS.length} className="px-3 py-6 text-center text-slate-700">
                  No reviewed or noted calls match these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <ReviewsPaging search={search} page={data.page} pageSize={data.pageSize} total={data.total} />
    </div>
  );
}
