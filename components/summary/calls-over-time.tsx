"use client";
import { type ComponentType, useState } from "react";
import type { Summary } from "@/lib/dashboard-api/summary";
import { formatCount } from "@/lib/format";
import type { ChartData as ChartDataPart } from "./chart-data";

type Bin = Summary["bins"][number];

// A bar per interval, as buttons: hover or focus shows the interval and its count, and
// pressing one narrows the view to it. A count axis (0 to the highest bar) and a time axis
// (the first and last interval) frame them in a strip 40 px tall; "Show data" gives the same
// figures as a table.
export function CallsOverTime({
  ChartData,
  summary,
  zone,
  onPick,
}: {
  /** Loaded on demand, with the view's other seldom states. */
  ChartData: ComponentType<Parameters<typeof ChartDataPart>[0]>;
  summary: Summary;
  zone: string;
  onPick: (bin: Bin) => void;
}) {
  const [showData, setShowData] = useState(false);
  const max = Math.max(1, ...summary.bins.map((b) => b.count));
  return (
    <figure aria-label="Calls over time" className="space-y-1">
      <div className="flex gap-1.5">
        {/* The axes repeat what each bar's name and the data table say: not read twice. The
            count axis has a fixed width, so a new maximum ("1,665" after "300") does not move the bars. */}
        <div aria-hidden="true" className="chart-axis">
          {/* A new element for a new maximum: right-aligned text that changed width in place
              counted as a layout shift. */}
          <span key={max}>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <div className="chart-bars" role="group" aria-label="Bars: press one to show its calls">
          {summary.bins.map((bin) => (
            <button
              key={bin.from}
              type="button"
              onClick={() => onPick(bin)}
              aria-label={`${bin.label}: ${formatCount(bin.count)} calls`}
              className="tip-host group chart-bar"
            >
              {/* Scaled, not sized: a bar's new height then moves nothing in the layout (no shift). */}
              <span className="chart-bar-fill" style={{ transform: `scaleY(${bin.count / max})` }} />
              <span className="tip" aria-hidden="true">
                {bin.label}: {formatCount(bin.count)} calls
              </span>
            </button>
          ))}
        </div>
      </div>
      <div className="chart-caption">
        <span aria-hidden="true" className="text-slate-600">
          {summary.bins[0]?.label}
        </span>
        <figcaption className="flex items-center gap-2">
          Calls over time{" "}
          <span className="text-slate-600">
            (per {summary.step > 1 ? `${summary.step} ${summary.unit}s` : summary.unit}, {zone})
          </span>
          <button type="button" aria-expanded={showData} onClick={() => setShowData((v) => !v)} className="chip-btn">
            {showData ? "Hide data" : "Show data"}
          </button>
        </figcaption>
        <span aria-hidden="true" className="text-slate-600">
          {summary.bins.at(-1)?.label}
        </span>
      </div>
      {showData && <ChartData summary={summary} zone={zone} />}
    </figure>
  );
}
