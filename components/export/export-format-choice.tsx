import { RadioChoice } from "@/components/ui/radio-choice";
import type { ExportFormat } from "@/lib/dashboard-api/export";

const FORMATS = [
  ["csv", "CSV"],
  ["jsonl", "JSON Lines"],
] as const;

// The file's format: CSV for spreadsheets, JSON Lines for programs.
export function ExportFormatChoice({ format, onChange }: { format: ExportFormat; onChange: (format: ExportFormat) => void }) {
  return <RadioChoice<ExportFormat> legend="Format" name="export-format" options={FORMATS} value={format} onChange={onChange} />;
}
