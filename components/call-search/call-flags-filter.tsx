"use client";
import dynamic from "next/dynamic";
import { Popover } from "@/components/ui/popover";
import type { CallFlags } from "./call-flags-panel";

const loadPanel = () => import("./search-popovers");
const CallFlagsPanel = dynamic(() => loadPanel().then((m) => m.CallFlagsPanel), {
  loading: () => <p className="popover-loading w-[20rem]">Loading…</p>,
});
const preload = () => void loadPanel().catch(() => undefined);

// Voicemail, recording and review, three yes/no filters of the call index, behind one button
// so that the filter bar stays one line at 1280 px.
export function CallFlagsFilter({ value, onChange }: { value: CallFlags; onChange: (patch: CallFlags) => void }) {
  const set = Object.values(value).filter((v) => v !== undefined).length;
  return (
    <Popover label={`More: ${set === 0 ? "Any" : `${set} set`}`} title="Voicemail, recording and review" preload={preload}>
      {() => <CallFlagsPanel value={value} onChange={onChange} />}
    </Popover>
  );
}
