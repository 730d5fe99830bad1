import type { ExportFormat } from "@/lib/dashboard-api/export";

const FORMATS = [
  ["csv", "CSV"],
  ["jsonl", "JSON Lines"],
] as const;

// The file's format: CSV for spreadsheets, JSON Lines for programs.
export function ExportFormatChoice({ format, onChange }: { format: ExportFormat; onChange: (format: ExportFormat) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">Format</legend>
      <div className="mt-1 flex gap-4">
        {FORMATS.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="export-format"
              value={value}
              checked={format === value}
              onChange={() => onChange(value)}
              className="size-4 accent-sky-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
