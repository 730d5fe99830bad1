import type { ExportRange } from "@/lib/dashboard-api/export";
import { formatDateTime } from "@/lib/format";

// The absolute range an export holds, resolved when it started: a relative view ("Last
// 24 hours") moves on, the file does not.
export function ExportRangeLine({ range, zone }: { range: ExportRange; zone: string }) {
  return (
    <p className="text-sm">
      Calls created {range.from ? `from ${formatDateTime(range.from, zone)}` : "since the first call"} to {formatDateTime(range.to, zone)}.
    </p>
  );
}
