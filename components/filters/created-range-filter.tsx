"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Popover } from "@/components/ui/popover";
import { useTimeZone } from "@/lib/client/time-zone";
import { useSyncedState } from "@/lib/client/use-synced-state";
import { CREATED_PRESET_LABELS } from "@/lib/created-range";
import { toDateTimeLocal } from "@/lib/format";
import { FILTER_LABELS } from "@/lib/labels";
import type { CreatedRange } from "./created-range-panel";

// The panel's code loads when the popover is about to open, not with the page; the popover
// moves focus into it once it is there.
const loadPanel = () => import("./filter-popovers");
const CreatedRangePanel = dynamic(() => loadPanel().then((m) => m.CreatedRangePanel), {
  loading: () => <p className="popover-loading w-[34rem]">Loading…</p>,
});
const preload = () => void loadPanel().catch(() => undefined);

// The created range in a popover: a relative preset kept by name (`created=24h`, resolved at
// each request) or custom date-times read in the chosen time zone. What is typed and its
// error live here, so they outlast the popover's closing, as the URL's range does.
export function CreatedRangeFilter({ value, onChange }: { value: CreatedRange; onChange: (value: CreatedRange) => void }) {
  const { zone } = useTimeZone();
  const [error, setError] = useState<string | null>(null);
  // What the inputs show: the URL's range in the chosen zone, or what is being typed.
  const shown = {
    createdFrom: value.createdFrom ? toDateTimeLocal(value.createdFrom, zone) : "",
    createdTo: value.createdTo ? toDateTimeLocal(value.createdTo, zone) : "",
  };
  const [typed, setTyped] = useSyncedState(shown);
  const summary = value.created ? CREATED_PRESET_LABELS[value.created] : !value.createdFrom && !value.createdTo ? "Any time" : "Custom range";
  return (
    <Popover label={`${FILTER_LABELS.created}: ${summary}`} title={FILTER_LABELS.created} preload={preload}>
      {() => <CreatedRangePanel {...{ value, onChange, zone, shown, typed, setTyped, error, setError }} />}
    </Popover>
  );
}
