"use client";
import dynamic from "next/dynamic";
import { Popover } from "@/components/ui/popover";
import { ALL_FILTER_LABELS as FILTER_LABELS } from "@/lib/labels-more";
import type { CallFlags } from "./call-flags-panel";
import { FilterLabel } from "./filter-label";

const loadPanel = () => import("./search-popovers");
const CallFlagsPanel = dynamic(() => loadPanel().then((m) => m.CallFlagsPanel), {
  loading: () => <p className="popover-loading w-[20rem]">Loading…</p>,
});
const preload = () => void loadPanel().catch(() => undefined);

// Voicemail, recording and review (yes/no, the latest score's range, a tag): filters of the
// call index behind one button, so that the filter bar stays one line at 1280 px.
export function CallFlagsFilter({ value, onChange }: { value: CallFlags; onChange: (patch: CallFlags) => void }) {
  const set = (["voicemail", "recording", "reviewed", "minScore", "maxScore", "tag"] as const).filter((flag) => value[flag] !== undefined);
  const said = set.map((flag) => `${FILTER_LABELS[flag]} ${value[flag]}`).join(", ");
  return (
    <Popover
      label={<FilterLabel name="More" count={set.length} said={said} />}
      title="Voicemail, recording and review"
      preload={preload}
      buttonClassName="px-1.5"
    >
      {() => <CallFlagsPanel value={value} onChange={onChange} />}
    </Popover>
  );
}
