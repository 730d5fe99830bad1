import { Button } from "@/components/ui/button";
import type { ExportRange } from "@/lib/dashboard-api/export";
import { formatCount } from "@/lib/format";
import { ExportRangeLine } from "./export-range-line";

interface ExportProgressProps {
  written: number;
  total: number;
  /** The absolute range the server resolved as the export started, once it has said. */
  range?: ExportRange;
  zone: string;
  onCancel: () => void;
}

/** A running export: how far it is, as a progress bar and in words, and a way to stop it. */
export function ExportProgress({ written, total, range, zone, onCancel }: ExportProgressProps) {
  return (
    <div className="mt-3 space-y-3">
      <div
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={written}
        aria-valuetext={`${formatCount(written)} of ${formatCount(total)} calls`}
        className="h-2 overflow-hidden rounded bg-slate-200"
      >
        <div className="h-full bg-sky-700" style={{ width: `${total ? (written / total) * 100 : 0}%` }} />
      </div>
      {range && <ExportRangeLine range={range} zone={zone} />}
      <p className="text-sm tabular-nums" aria-live="polite">
        {formatCount(written)} of {formatCount(total)} calls
      </p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
