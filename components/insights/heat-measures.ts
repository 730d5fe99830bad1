// The heatmap's three measures: what a cell's number is, and how it is written.
import type { HeatCell } from "@/lib/dashboard-api/insights";
import { formatCount, formatDuration } from "@/lib/format";

export type Measure = "volume" | "connected" | "duration";

export const MEASURES = [
  ["volume", "Volume"],
  ["connected", "Connected rate"],
  ["duration", "Average duration"],
] as const satisfies readonly (readonly [Measure, string])[];

export function measureOf(cell: HeatCell | undefined, measure: Measure): number | null {
  if (!cell) return measure === "volume" ? 0 : null;
  if (measure === "volume") return cell.calls;
  if (measure === "connected") return cell.finished === 0 ? null : cell.completed / cell.finished;
  return cell.durationCalls === 0 ? null : cell.durationSum / cell.durationCalls;
}

export function formatMeasure(value: number | null, measure: Measure): string {
  if (value === null) return "—";
  if (measure === "volume") return formatCount(value);
  if (measure === "connected") return `${(value * 100).toFixed(0)} %`;
  return formatDuration(Math.round(value));
}
