"use client";
import { useId } from "react";
import type { InsightsData } from "@/lib/dashboard-api/insights";
import { FIGURES, type Figure, formatChange, formatFigure } from "@/lib/insights/figures";

const COMPARED = { previous: "the previous period", week: "the same period last week", none: "" } as const;

function FigureTile({ figure, data }: { figure: Figure; data: InsightsData }) {
  const tipId = useId();
  const now = figure.value(data.current);
  const change = data.previous ? formatChange(figure.kind, now, figure.value(data.previous)) : null;
  const good = change?.better === null || figure.higherIsBetter === null ? null : change?.better === figure.higherIsBetter;
  const colour = good === null ? "text-slate-600" : good ? "text-emerald-700" : "text-red-700";
  return (
    <div className="panel relative p-3">
      <dt>
        {/* The definition is one hover or focus away, and read out with the name. */}
        <span tabIndex={0} aria-describedby={tipId} className="tip-host tip-card text-sm font-medium text-slate-700 underline decoration-dotted">
          {figure.label}
          <span id={tipId} role="tooltip" className="tip">
            {figure.definition(data.shortSeconds)}
          </span>
        </span>
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatFigure(figure.kind, now)}</dd>
      {change && data.compare && (
        <dd className={`text-sm tabular-nums ${colour}`}>
          {change.text}
          <span className="sr-only">
            {" "}
            against {COMPARED[data.compare.choice]}
            {good === null ? "" : good ? ", better" : ", worse"}
          </span>
        </dd>
      )}
    </div>
  );
}

// The headline figures, each with its change against the comparison period: absolute and
// %, green when better and red when worse (and said in words for screen readers).
export function HeadlineFigures({ data }: { data: InsightsData }) {
  return (
    <section aria-labelledby="headline-heading">
      <h2 id="headline-heading" className="sr-only">
        Headline figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {FIGURES.map((figure) => (
          <FigureTile key={figure.key} figure={figure} data={data} />
        ))}
      </dl>
    </section>
  );
}
