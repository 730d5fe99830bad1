import { connection } from "next/server";
import { CallResultsTable } from "@/components/calls-table/call-results-table";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results";
import { formatCount } from "@/lib/format";
import { DashboardError } from "@/lib/errors";
import { listCallResults } from "@/lib/server/upstream";

// The newest calls, rendered on the server straight from lib/server (never our own /api).
export default async function HomePage() {
  await connection(); // live data: render per request, never at build time
  try {
    const { data, pagination } = await listCallResults({ ...LIST_QUERY_DEFAULTS });
    return (
      <section aria-labelledby="calls-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 id="calls-heading" className="text-2xl font-semibold">Latest calls</h1>
          <p className="text-sm text-slate-700">
            {formatCount(data.length)} newest of {formatCount(pagination.total)} calls
          </p>
        </div>
        {data.length === 0 ? <p>No calls yet.</p> : <CallResultsTable calls={data} />}
      </section>
    );
  } catch (error) {
    const e = error instanceof DashboardError ? error : new DashboardError("internal_error", "The dashboard could not load calls. Check the server log.");
    if (!(error instanceof DashboardError)) console.error("home page:", error);
    return (
      <section aria-labelledby="calls-heading" className="space-y-4">
        <h1 id="calls-heading" className="text-2xl font-semibold">Latest calls</h1>
        <ErrorNotice code={e.code} message={e.message} />
      </section>
    );
  }
}
