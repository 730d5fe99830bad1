"use client";
import type { Evaluation } from "@/lib/quality/evaluation";
import { EvaluationResultCells } from "./evaluation-result-cells";

// The submitted evaluations of a call by others (everyone's, for a viewer): who, the form's
// version, the score and a critical failure. Read only.
export function EvaluationList({ evaluations }: { evaluations: Evaluation[] }) {
  const shown = evaluations.filter((e) => e.status === "submitted");
  if (shown.length === 0) return null;
  return (
    <table aria-label="Submitted evaluations" className="text-sm">
      <thead>
        <tr>
          <th className="pr-4 text-left">Reviewer</th>
          <th className="pr-4 text-left">Version</th>
          <th className="pr-4 text-left">Score</th>
          <th className="text-left">Critical</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((e) => (
          <tr key={e.id}>
            <td className="pr-4">{e.reviewer}</td>
            <EvaluationResultCells evaluation={e} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
