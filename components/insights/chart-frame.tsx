"use client";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";

// A chart with its data as a table one toggle away. While the chart shows, the table is
// still there for screen readers (visually hidden, without links: the chart's own marks are
// the keyboard's stops, each named with its figure); "Show as table" shows the table to
// everyone, its links in it.
export function ChartFrame({
  title,
  controls,
  chart,
  table,
}: {
  title: string;
  controls?: ReactNode;
  chart: ReactNode;
  table: (withLinks: boolean) => ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <figure aria-labelledby={headingId} className="panel space-y-3 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={headingId} className="text-lg font-semibold">
          {title}
        </figcaption>
        <div className="flex flex-wrap items-center gap-3">
          {controls}
          <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((t) => !t)}>
            Show as table
          </Button>
        </div>
      </div>
      {asTable ? (
        <div className="overflow-x-auto">{table(true)}</div>
      ) : (
        <>
          {/* A chart wider than a phone (the heatmap's 24 hours) scrolls in its own box, not the page; the padding keeps the marks' focus rings whole. */}
          <div className="overflow-x-auto p-0.5">{chart}</div>
          <div className="sr-only">{table(false)}</div>
        </>
      )}
    </figure>
  );
}
