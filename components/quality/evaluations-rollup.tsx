"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorReference } from "@/components/ui/error-reference";
import { ExportConfirm } from "@/components/ui/export-confirm";
import { useCan } from "@/lib/client/role";
import { evaluationsExportHref, evaluationsRollupOptions, formsOptions } from "@/lib/dashboard-api/quality";
import { formatCount } from "@/lib/format";
import { EvaluationsFilters } from "./evaluations-filters";
import { EvaluationsTable } from "./evaluations-table";
import { useEvaluationFilters } from "./use-evaluation-filters";

// The submitted evaluations on the Reviews page (issue #41 §6), newest first, filtered by
// form, reviewer, agent, score range, critical failure, "Needs attention" (a critical failure
// or a score below the form's threshold) and date; the export holds every match with its answers.
export function EvaluationsRollup() {
  const { values, set, query, zone } = useEvaluationFilters();
  const { data, error } = useQuery(evaluationsRollupOptions(query));
  const forms = useQuery(formsOptions());
  const canExport = useCan("downloader");
  const [asking, setAsking] = useState(false);
  const href = evaluationsExportHref(query, zone);
  const total = data?.total;
  return (
    <section aria-labelledby="evaluations-heading" className="space-y-2">
      <h2 id="evaluations-heading" className="text-lg font-semibold">
        Evaluations
      </h2>
      <EvaluationsFilters values={values} set={set} zone={zone} />
      <p className="flex gap-4 text-sm" aria-live="polite">
        {total !== undefined && (
          <span>
            {formatCount(total)} {total === 1 ? "evaluation" : "evaluations"}
            {data && data.evaluations.length < total ? `, the newest ${formatCount(data.evaluations.length)} shown` : ""}
          </span>
        )}
        {canExport && (
          <a
            href={href}
            className="link"
            onClick={(e) => {
              e.preventDefault();
              setAsking(true);
            }}
          >
            Export evaluations CSV
          </a>
        )}
      </p>
      {asking && <ExportConfirm noun="evaluations" total={total} format="csv" zone={zone} href={href} onClose={() => setAsking(false)} />}
      {error && (
        <div role="alert">
          <p>{error.message}</p>
          <ErrorReference error={error} />
        </div>
      )}
      <EvaluationsTable evaluations={data?.evaluations ?? []} formNames={new Map((forms.data ?? []).map((f) => [f.id, f.name]))} />
      {data?.evaluations.length === 0 && <p className="text-sm">No evaluations match.</p>}
    </section>
  );
}
