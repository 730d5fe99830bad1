"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { ErrorReference } from "@/components/ui/error-reference";
import { evaluationsOptions } from "@/lib/dashboard-api/quality";

// The submitted evaluations on the Reviews page (issue #41), newest first: "Needs attention"
// lists those with a critical failure or a score below their form's threshold.
export function EvaluationsRollup() {
  const [attention, setAttention] = useState(false);
  const [critical, setCritical] = useState(false);
  const [reviewer, setReviewer] = useState("");
  const filters: Record<string, string> = {
    ...(attention ? { needsAttention: "yes" } : {}),
    ...(critical ? { critical: "yes" } : {}),
    ...(reviewer.trim() ? { reviewer: reviewer.trim() } : {}),
  };
  const { data, error } = useQuery(evaluationsOptions(filters));
  return (
    <section aria-labelledby="evaluations-heading" className="space-y-2">
      <h2 id="evaluations-heading" className="text-lg font-semibold">
        Evaluations
      </h2>
      <div className="flex flex-wrap items-end gap-4 text-sm">
        <label className="inline-flex items-center gap-1.5">
          <input type="checkbox" checked={attention} onChange={(e) => setAttention(e.target.checked)} />
          Needs attention
        </label>
        <label className="inline-flex items-center gap-1.5">
          <input type="checkbox" checked={critical} onChange={(e) => setCritical(e.target.checked)} />
          Critical failures
        </label>
        <label>
          Reviewer
          <input className="field ml-2" value={reviewer} maxLength={100} onChange={(e) => setReviewer(e.target.value)} />
        </label>
      </div>
      {error && (
        <div role="alert">
          <p>{error.message}</p>
          <ErrorReference error={error} />
        </div>
      )}
      <table aria-label="Evaluations" className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th className="pr-4">Call</th>
            <th className="pr-4">Reviewer</th>
            <th className="pr-4">Agent</th>
            <th className="pr-4">Form version</th>
            <th className="pr-4">Score</th>
            <th>Critical</th>
          </tr>
        </thead>
        <tbody>
          {(data ?? []).map((e) => (
            <tr key={e.id} className="border-t border-slate-200">
              <td className="pr-4">
                <Link href={`/calls/${encodeURIComponent(e.callId)}`} prefetch={false} className="link font-mono">
                  {e.callId}
                </Link>
              </td>
              <td className="pr-4">{e.reviewer}</td>
              <td className="pr-4">{e.agentName ?? "–"}</td>
              <td className="pr-4">{e.formVersion}</td>
              <td className="pr-4">{e.score === null ? "–" : `${e.score} %`}</td>
              <td>{e.criticalFailed ? "Failed" : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data?.length === 0 && <p className="text-sm">No evaluations match.</p>}
    </section>
  );
}
