"use client";
import Link from "next/link";
import { useTimeZone } from "@/lib/client/time-zone";
import type { InsightsData } from "@/lib/dashboard-api/insights";
import { formatCount } from "@/lib/format";
import { durationHref } from "@/lib/insights/links";
import { ChartFrame } from "./chart-frame";

const barLabel = (from: number, to: number | null) => (to === null ? `${from} s or more` : `${from}–${to} s`);

// Completed calls by duration. Each bar opens its calls in the calls view through the
// duration filter (minDuration/maxDuration of completed calls, within the page's own), whose
// total is the bar's; a bar outside the page's duration filter is empty, and no link.
export function DurationHistogram({ data, search }: { data: InsightsData; search: string }) {
  const { zone } = useTimeZone();
  const max = Math.max(1, ...data.histogram.map((b) => b.calls));
  const href = (from: number, to: number | null) => durationHref(search, zone, from, to);
  const table = (withLinks: boolean) => (
    <table className="text-sm">
      <caption className="sr-only">Completed calls by duration</caption>
      <thead>
        <tr>
          <th scope="col" className="px-2 text-left">
            Duration
          </th>
          <th scope="col" className="px-2 text-right">
            Calls
          </th>
        </tr>
      </thead>
      <tbody>
        {data.histogram.map((b) => (
          <tr key={b.from}>
            <th scope="row" className="px-2 text-left font-normal">
              {withLinks && href(b.from, b.to) ? (
                <Link href={href(b.from, b.to)!} prefetch={false} className="link">
                  {barLabel(b.from, b.to)}
                </Link>
              ) : (
                barLabel(b.from, b.to)
              )}
            </th>
            <td className="px-2 text-right tabular-nums">{formatCount(b.calls)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const chart = (
    <ul aria-label="Bars: open a bar's calls" className="flex h-48 items-end gap-1">
      {data.histogram.map((b) => (
        <li key={b.from} className="flex h-full flex-1 flex-col items-center justify-end">
          {href(b.from, b.to) && (
            <Link
              href={href(b.from, b.to)!}
              prefetch={false}
              aria-label={`${barLabel(b.from, b.to)}: ${formatCount(b.calls)} calls`}
              title={`${barLabel(b.from, b.to)}: ${formatCount(b.calls)} calls`}
              className="focus-ring block w-full rounded-t bg-sky-600 hover:bg-sky-800"
              style={{ height: `${(b.calls / max) * 100}%`, minHeight: b.calls > 0 ? 2 : 0 }}
            />
          )}
          <span aria-hidden="true" className="mt-1 text-[10px] text-slate-600">
            {b.from}
          </span>
        </li>
      ))}
    </ul>
  );
  return <ChartFrame title="Durations" chart={chart} table={table} />;
}
