"use client";
import dynamic from "next/dynamic";
import { Popover } from "@/components/ui/popover";
import { FILTER_LABELS } from "@/lib/labels";
import type { DurationRange } from "./duration-panel";
import { FilterLabel } from "./filter-label";

// The panel's code (reading m:ss, its errors) loads when the popover is about to open, as the
// Created range's does.
const loadPanel = () => import("./search-popovers");
const DurationPanel = dynamic(() => loadPanel().then((m) => m.DurationPanel), {
  loading: () => <p className="popover-loading w-[22rem]">Loading…</p>,
});
const preload = () => void loadPanel().catch(() => undefined);

const short = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** "at least 1:00", "at most 5:00", "1:00 – 5:00". */
function durationSaid({ minDuration: min, maxDuration: max }: DurationRange): string {
  return max === undefined ? `at least ${short(min ?? 0)}` : min === undefined ? `at most ${short(max)}` : `${short(min)} – ${short(max)}`;
}

// The call's duration between a minimum and a maximum, typed as m:ss or seconds. A call index filter.
export function DurationFilter({ value, onChange }: { value: DurationRange; onChange: (value: DurationRange) => void }) {
  return (
    <Popover
      label={<FilterLabel name="Duration" count={[value.minDuration, value.maxDuration].filter((v) => v !== undefined).length} said={durationSaid(value)} />}
      buttonClassName="px-1.5"
      title={`${FILTER_LABELS.minDuration} and ${FILTER_LABELS.maxDuration.toLowerCase()}`}
      preload={preload}
    >
      {(close) => <DurationPanel value={value} onChange={onChange} close={close} />}
    </Popover>
  );
}
