"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { RadioChoice } from "@/components/ui/radio-choice";
import { useTimeZone } from "@/lib/client/time-zone";
import type { InsightsData } from "@/lib/dashboard-api/insights";
import { callsHref } from "@/lib/insights/links";
import { WEEKDAY_NAMES } from "@/lib/insights/weekdays";
import { ChartFrame } from "./chart-frame";
import { formatMeasure, MEASURES, type Measure, measureOf } from "./heat-measures";
import { useGridKeys } from "./use-grid-keys";

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourName = (h: number) => `${String(h).padStart(2, "0")}:00`;

// Calls by local weekday and hour in the view's zone; each cell is a button opening its
// calls (weekday= and hour= in the calls view). Volume, connected rate or average duration.
export function HourHeatmap({ data, search }: { data: InsightsData; search: string }) {
  const { zone } = useTimeZone();
  const router = useRouter();
  const [measure, setMeasure] = useState<Measure>("volume");
  const grid = useGridKeys(7, 24);
  const cellOf = (weekday: number, hour: number) => data.heatmap.find((c) => c.weekday === weekday && c.hour === hour);
  const max = Math.max(1e-9, ...data.heatmap.map((c) => measureOf(c, measure) ?? 0));
  const href = (weekday: number, hour: number) => callsHref(search, zone, { weekday: weekday + 1, hour });
  const name = (weekday: number, hour: number) =>
    `${WEEKDAY_NAMES[weekday]} ${hourName(hour)}: ${formatMeasure(measureOf(cellOf(weekday, hour), measure), measure)}`;
  const table = (withLinks: boolean) => (
    <table className="text-xs">
      <caption className="sr-only">
        {MEASURES.find(([m]) => m === measure)?.[1]} by weekday and hour, {zone}
      </caption>
      <thead>
        <tr>
          <th scope="col">Weekday</th>
          {HOURS.map((h) => (
            <th key={h} scope="col" className="px-1">
              {hourName(h)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {WEEKDAY_NAMES.map((day, w) => (
          <tr key={day}>
            <th scope="row" className="pr-2 text-left">
              {day}
            </th>
            {HOURS.map((h) => {
              const text = formatMeasure(measureOf(cellOf(w, h), measure), measure);
              return (
                <td key={h} className="px-1 text-right tabular-nums">
                  {withLinks ? (
                    <Link href={href(w, h)} prefetch={false} className="link">
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const chart = (
    <div onKeyDown={grid.onKeyDown} className="grid gap-0.5" style={{ gridTemplateColumns: "6rem repeat(24, minmax(1.25rem, 1fr))" }}>
      {WEEKDAY_NAMES.map((day, w) => [
        <span key={day} aria-hidden="true" className="text-xs">
          {day.slice(0, 3)}
        </span>,
        ...HOURS.map((h) => {
          const value = measureOf(cellOf(w, h), measure);
          const index = w * 24 + h;
          return (
            <button
              key={`${day}-${h}`}
              type="button"
              data-cell={index}
              tabIndex={grid.tabIndexOf(index)}
              aria-label={name(w, h)}
              title={name(w, h)}
              onFocus={() => grid.setActive(index)}
              onClick={() => router.push(href(w, h))}
              className="focus-ring h-6 rounded-sm border border-slate-200"
              style={{ backgroundColor: value === null ? "transparent" : `rgb(2 132 199 / ${(0.08 + 0.92 * (value / max)).toFixed(2)})` }}
            />
          );
        }),
      ])}
    </div>
  );
  const controls = <RadioChoice legend="Show" name="heat-measure" options={MEASURES} value={measure} onChange={setMeasure} />;
  return <ChartFrame title="Calls by hour and weekday" controls={controls} chart={chart} table={table} />;
}
