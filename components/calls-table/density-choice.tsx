"use client";
import { DENSITIES, type Density, setDensity, useDensity } from "@/lib/client/density";

const LABELS: Record<Density, string> = { comfortable: "Comfortable", compact: "Compact" };

// Two radios in the toolbar: Compact fits more rows on a screen, one line each.
export function DensityChoice() {
  const density = useDensity();
  return (
    <div role="radiogroup" aria-label="Density" className="cluster gap-3 text-sm">
      <span aria-hidden="true" className="font-medium">
        Density
      </span>
      {DENSITIES.map((option) => (
        <label key={option} className="flex items-center gap-1.5">
          <input
            type="radio"
            name="table-density"
            value={option}
            checked={density === option}
            onChange={() => setDensity(option)}
            className="size-4 accent-sky-700"
          />
          {LABELS[option]}
        </label>
      ))}
    </div>
  );
}
