"use client";
import { useState } from "react";
import type { Summary } from "@/lib/dashboard-api/summary";
import { formatCount } from "@/lib/format";

type Bin = Summary["bins"][number];

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, kind: "hour" | "day"): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      ...(kind === "hour"
        ? { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
        : { weekday: "short", day: "numeric", month: "short" }),
    });
    formats.set(key, f);
  }
  return f;
}

/** "23 Nov, 14:00 – 15:00", "Mon 23 Nov", "Mon 16 Nov – Sun 22 Nov", in the view's zone. */
function intervalLabel(bin: Bin, unit: Summary["unit"], step: number, zone: string): string {
  const from = new Date(bin.from);
  const end = new Date(Date.parse(bin.to) + 1);
  if (unit === "hour") return `${format(zone, "hour").format(from)} – ${format(zone, "hour").format(end).split(", ").at(-1)}`;
  if (unit === "day" && step === 1) return format(zone, "day").format(from);
  return `${format(zone, "day").format(from)} – ${format(zone, "day").format(new Date(bin.to))}`;
}

// A bar per interval, as buttons: hover or focus shows the interval and its count, and
// pressing one narrows the view to it. A count axis (0 to the highest bar) and a time axis
// (the first and last interval) frame them in a strip 40 px tall; "Show data" gives the same
// figures as a table.
export function CallsOverTime({ summary, zone, onPick }: { summary: Summary; zone: string; onPick: (bin: Bin) => void }) {
  const [showData, setShowData] = useState(false);
  const max = Math.max(1, ...summary.bins.map((b) => b.count));
  const labels = summary.bins.map((bin) => intervalLabel(bin, summary.unit, summary.step, zone));
  return (
    <figure aria-label="Calls over time" className="space-y-1">
      <div className="flex gap-1.5">
        {/* The axes repeat what each bar's name and the data table say: not read twice. The
            count axis has a fixed width, so a new maximum ("1,665" after "300") does not move the bars. */}
        <div
          aria-hidden="true"
          className="flex h-10 w-[2.75rem] shrink-0 flex-col justify-between text-right text-[11px] leading-none text-slate-600 tabular-nums"
        >
          <span>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <div
          className="flex h-10 flex-1 items-end gap-px border-b border-s border-slate-300 phone:overflow-x-auto"
          role="group"
          aria-label="Bars: press one to show its calls"
        >
          {summary.bins.map((bin, i) => (
            <button
              key={bin.from}
              type="button"
              onClick={() => onPick(bin)}
              aria-label={`${labels[i]}: ${formatCount(bin.count)} calls`}
              className="tip-host focus-ring group flex h-full min-w-1 flex-1 items-end phone:min-w-11"
            >
              {/* Scaled, not sized: a bar's new height then moves nothing in the layout (no shift). */}
              <span
                className="block h-full w-full origin-bottom rounded-t-sm bg-sky-600 group-hover:bg-sky-800"
                style={{ transform: `scaleY(${bin.count / max})` }}
              />
              <span className="tip" aria-hidden="true">
                {labels[i]}: {formatCount(bin.count)} calls
              </span>
            </button>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span aria-hidden="true" className="text-slate-600">
          {labels[0]}
        </span>
        <figcaption className="flex items-center gap-2">
          Calls over time{" "}
          <span className="text-slate-600">
            (per {summary.step > 1 ? `${summary.step} ${summary.unit}s` : summary.unit}, {zone})
          </span>
          <button
            type="button"
            aria-expanded={showData}
            onClick={() => setShowData((v) => !v)}
            className="focus-ring rounded-md border border-slate-300 px-1.5 py-px hover:bg-slate-50"
          >
            {showData ? "Hide data" : "Show data"}
          </button>
        </figcaption>
        <span aria-hidden="true" className="text-slate-600">
          {labels.at(-1)}
        </span>
      </div>
      {showData && (
        <table aria-label="Calls over time (data)" className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-6 text-left font-medium">
                Interval ({zone})
              </th>
              <th scope="col" className="text-right font-medium">
                Calls
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.bins.map((bin, i) => (
              <tr key={bin.from}>
                <td className="pr-6">{labels[i]}</td>
                <td className="text-right tabular-nums">{formatCount(bin.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
