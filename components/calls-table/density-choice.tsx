"use client";
import { InlineRadios } from "@/components/ui/inline-radios";
import { DENSITIES, type Density, setDensity, useDensity } from "@/lib/client/density";

const LABELS: Record<Density, string> = { comfortable: "Comfortable", compact: "Compact" };
const OPTIONS = DENSITIES.map((d) => [d, LABELS[d]] as const);

// Two radios in the toolbar: Compact fits more rows on a screen, one line each.
export function DensityChoice() {
  return <InlineRadios label="Density" name="table-density" options={OPTIONS} value={useDensity()} onChange={setDensity} className="cluster gap-3" />;
}
