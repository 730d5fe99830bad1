"use client";
import dynamic from "next/dynamic";
import { Icon } from "@/components/ui/icon";
import { Popover } from "@/components/ui/popover";
import { useTimeZone } from "@/lib/client/time-zone";

// The searchable list loads when the popover is about to open (pointed at, focused), not with
// the page; the popover moves focus into it once it is there.
const loadCombobox = () => import("./filter-popovers");
const TimeZoneCombobox = dynamic(() => loadCombobox().then((m) => m.TimeZoneCombobox), {
  loading: () => <p className="popover-loading w-80">Loading time zones…</p>,
});
const preload = () => void loadCombobox().catch(() => undefined);

// The zone every time of the view is shown and read in, as a small button; the list opens
// in a popover.
export function TimeZoneSelect() {
  const { zone } = useTimeZone();
  return (
    <Popover
      align="end"
      title="Time zone"
      preload={preload}
      label={
        <>
          <Icon name="globe" />
          <span className="sr-only">Time zone: </span>
          <span className="max-w-28 truncate">{zone}</span>
        </>
      }
    >
      {(close) => <TimeZoneCombobox onPicked={close} />}
    </Popover>
  );
}
