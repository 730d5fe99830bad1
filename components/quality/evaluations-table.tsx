"use client";
import Link from "next/link";
import type { Evaluation } from "@/lib/quality/evaluation";
import { EvaluationResultCells } from "./evaluation-result-cells";

// The roll-up's rows: each evaluation's call, who made it, on which form version, its score.
export function EvaluationsTable({ evaluations, formNames }: { evaluations: Evaluation[]; formNames: Map<string, string> }) {
  // Seven columns are wider than a phone: the table scrolls in its own region (keyboard too),
  // not the page (it took the Reviews page to 456 px at 390).
  return (
    <div tabIndex={0} role="region" aria-label="Evaluations, scrollable" className="overflow-x-auto focus-ring">
      <table aria-label="Evaluations" className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th className="pr-4">Call</th>
            <th className="pr-4">Reviewer</th>
            <th className="pr-4">Agent</th>
            <th className="pr-4">Form</th>
            <th className="pr-4">Form version</th>
            <th className="pr-4">Score</th>
            <th>Critical</th>
          </tr>
        </thead>
        <tbody>
          {evaluations.map((e) => (
            <tr key={e.id} className="border-t border-slate-200">
              <td className="pr-4">
                <Link href={`/calls/${encodeURIComponent(e.callId)}`} prefetch={false} className="link font-mono">
                  {e.callId}
                </Link>
              </td>
              <td className="pr-4">{e.reviewer}</td>
              <td className="pr-4">{e.agentName ?? "–"}</td>
              <td className="pr-4">{formNames.get(e.formId) ?? "–"}</td>
              <EvaluationResultCells evaluation={e} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
