"use client";
import { Button } from "@/components/ui/button";
import type { QuestionRow } from "./builder-model";

const KINDS = [
  ["yesno", "Yes / No / N/A"],
  ["scale", "Scale 1–5"],
  ["choice", "Single choice"],
] as const;

// One question of the scorecard editor, each control labelled with the question's number.
export function QuestionRowEditor({ row, n, onChange, onRemove }: { row: QuestionRow; n: number; onChange: (row: QuestionRow) => void; onRemove: () => void }) {
  const set = <K extends keyof QuestionRow>(key: K, value: QuestionRow[K]) => onChange({ ...row, [key]: value });
  return (
    <fieldset className="grid grid-cols-1 gap-2 rounded-md border border-slate-300 p-3 md:grid-cols-6">
      <legend className="px-1 text-sm font-medium">Question {n}</legend>
      <label className="text-sm md:col-span-1">
        Section
        <input className="field block w-full" value={row.section} maxLength={100} onChange={(e) => set("section", e.target.value)} />
      </label>
      <label className="text-sm md:col-span-3">
        Question text
        <input className="field block w-full" value={row.text} maxLength={300} required onChange={(e) => set("text", e.target.value)} />
      </label>
      <label className="text-sm">
        Kind
        <select className="field block w-full" value={row.kind} onChange={(e) => set("kind", e.target.value as QuestionRow["kind"])}>
          {KINDS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Weight
        <input className="field block w-full" type="number" min={0} max={100} value={row.weight} onChange={(e) => set("weight", Number(e.target.value))} />
      </label>
      {row.kind === "choice" && (
        <label className="text-sm md:col-span-3">
          Choices, best first, comma-separated
          <input className="field block w-full" value={row.choices} maxLength={1000} onChange={(e) => set("choices", e.target.value)} />
        </label>
      )}
      <label className="inline-flex items-center gap-1.5 text-sm">
        <input type="checkbox" checked={row.critical} onChange={(e) => set("critical", e.target.checked)} />
        Critical (a negative answer fails the evaluation)
      </label>
      <label className="inline-flex items-center gap-1.5 text-sm">
        <input type="checkbox" checked={row.commentOnNegative} onChange={(e) => set("commentOnNegative", e.target.checked)} />
        Comment required on a negative answer
      </label>
      <Button variant="secondary" onClick={onRemove} aria-label={`Remove question ${n}`}>
        Remove
      </Button>
    </fieldset>
  );
}
