"use client";
import { useTimeZone } from "@/lib/client/time-zone";
import type { InsightsData, TrendPoint } from "@/lib/dashboard-api/insights";
import { formatCount } from "@/lib/format";
import { ChartFrame } from "./chart-frame";

const W = 720;
const H = 160;
const rate = (p: TrendPoint | undefined) => (p && p.finished > 0 ? p.completed / p.finished : null);
const percent = (r: number | null) => (r === null ? "—" : `${(r * 100).toFixed(1)} %`);

// Calls per day (per hour for a range of 2 days or less) as bars, the connected rate as a
// line, and the comparison period's calls drawn faintly behind, point by point.
export function TrendChart({ data }: { data: InsightsData }) {
  const { zone } = useTimeZone();
  const { current, previous, unit } = data.trend;
  const label = (iso: string) =>
    new Date(iso).toLocaleString(
      "en-GB",
      unit === "day"
        ? { timeZone: zone, weekday: "short", day: "numeric", month: "short" }
        : { timeZone: zone, day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
    );
  const max = Math.max(1, ...current.map((p) => p.calls), ...(previous ?? []).map((p) => p.calls));
  const step = W / Math.max(1, current.length);
  const y = (calls: number) => H - (calls / max) * H;
  const line = current
    .map((p, i) => [i, rate(p)] as const)
    .filter(([, r]) => r !== null)
    .map(([i, r]) => `${(i + 0.5) * step},${H - (r ?? 0) * H}`)
    .join(" ");
  const table = () => (
    <table className="text-sm">
      <caption className="sr-only">Calls and connected rate per {unit}</caption>
      <thead>
        <tr>
          {[unit === "day" ? "Day" : "Hour", "Calls", "Connected rate", ...(previous ? ["Compared calls", "Compared connected rate"] : [])].map((h) => (
            <th key={h} scope="col" className="px-2 text-left">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {current.map((p, i) => (
          <tr key={p.start}>
            <th scope="row" className="px-2 text-left font-normal">
              {label(p.start)}
            </th>
            <td className="px-2 tabular-nums">{formatCount(p.calls)}</td>
            <td className="px-2 tabular-nums">{percent(rate(p))}</td>
            {previous && <td className="px-2 tabular-nums">{previous[i] ? formatCount(previous[i].calls) : "—"}</td>}
            {previous && <td className="px-2 tabular-nums">{percent(rate(previous[i]))}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const chart = (
    <svg aria-hidden="true" viewBox={`0 0 ${W} ${H}`} className="h-40 w-full" preserveAspectRatio="none">
      {previous?.map((p, i) => (
        <rect
          key={`p-${p.start}`}
          x={i * step + step * 0.1}
          width={step * 0.8}
          y={y(p.calls)}
          height={H - y(p.calls)}
          className="fill-slate-300"
          opacity={0.5}
        />
      ))}
      {current.map((p, i) => (
        <rect key={p.start} x={i * step + step * 0.25} width={step * 0.5} y={y(p.calls)} height={H - y(p.calls)} className="fill-sky-600" />
      ))}
      <polyline points={line} fill="none" strokeWidth={2} className="stroke-emerald-600" vectorEffect="non-scaling-stroke" />
    </svg>
  );
  const legend = (
    <p className="text-xs text-slate-600">
      Bars: calls per {unit}
      {previous ? " (grey: the compared period)" : ""}; line: connected rate (0–100 %).
    </p>
  );
  return (
    <ChartFrame
      title="Trend"
      chart={
        <>
          {chart}
          {legend}
        </>
      }
      table={table}
    />
  );
}
