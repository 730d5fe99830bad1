import type { Evaluation } from "@/lib/quality/evaluation";

/** An evaluation's form version, score and critical failure, as the last three cells of its row. */
export function EvaluationResultCells({ evaluation: e }: { evaluation: Evaluation }) {
  return (
    <>
      <td className="pr-4">{e.formVersion}</td>
      <td className="pr-4">{e.score === null ? "–" : `${e.score} %`}</td>
      <td>{e.criticalFailed ? "Failed" : "–"}</td>
    </>
  );
}
