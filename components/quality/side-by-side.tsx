"use client";
import type { CalibrationDetail } from "@/lib/quality/calibration";
import { type AnswerValue, optionsOf } from "@/lib/quality/form";

const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)} %`);
const points = (n: number | null) => (n === null ? "–" : `${n > 0 ? "+" : ""}${n} points`);

// The table "Answers side by side": a row per question, a column per reviewer (the expert
// first), then each one's score, agreement with the expert and difference in score.
export function SideBySide({ detail }: { detail: CalibrationDetail }) {
  const { calibration: c, form, evaluations, alignment } = detail;
  const reviewers = [c.expert, ...c.reviewers.filter((r) => r !== c.expert)];
  const byReviewer = new Map(evaluations.map((e) => [e.reviewer, e]));
  const questions = form.definition.sections.flatMap((s) => s.questions);
  const label = (qId: string, value: AnswerValue | undefined) => {
    const q = questions.find((x) => x.id === qId);
    return value === undefined || !q ? "–" : (optionsOf(q).find((o) => o.value === value)?.label ?? String(value));
  };
  return (
    <table aria-label="Answers side by side" className="text-sm">
      <thead>
        <tr className="text-left">
          <th className="pr-4">Question</th>
          {reviewers.map((r) => (
            <th key={r} className="pr-4">
              {r === c.expert ? `${r} (expert)` : r}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {questions.map((q) => (
          <tr key={q.id} className="border-t border-slate-200">
            <th scope="row" className="pr-4 text-left font-normal">
              {q.text}
            </th>
            {reviewers.map((r) => (
              <td key={r} className="pr-4">
                {label(q.id, byReviewer.get(r)?.answers[q.id]?.value)}
              </td>
            ))}
          </tr>
        ))}
        <tr className="border-t border-slate-400">
          <th scope="row" className="pr-4 text-left">
            Score
          </th>
          {reviewers.map((r) => (
            <td key={r} className="pr-4">
              {byReviewer.get(r)?.score ?? "–"} %
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row" className="pr-4 text-left">
            Agreement with the expert
          </th>
          {reviewers.map((r) => (
            <td key={r} className="pr-4">
              {r === c.expert ? "–" : percent(alignment?.[r]?.agreement ?? null)}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row" className="pr-4 text-left">
            Difference in score
          </th>
          {reviewers.map((r) => (
            <td key={r} className="pr-4">
              {r === c.expert ? "–" : points(alignment?.[r]?.scoreDifference ?? null)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
