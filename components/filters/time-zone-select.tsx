"use client";
import { Icon } from "@/components/ui/icon";
import { Popover } from "@/components/ui/popover";
import { useTimeZone } from "@/lib/client/time-zone";
import { TimeZoneCombobox } from "./time-zone-combobox";

// The zone every time of the view is shown and read in, as a small button; the list opens
// in a popover.
export function TimeZoneSelect() {
  const { zone } = useTimeZone();
  return (
    <Popover
      align="end"
      title="Time zone"
      label={
        <>
          <Icon name="globe" />
          <span className="sr-only">Time zone: </span>
          <span className="max-w-48 truncate">{zone}</span>
        </>
      }
    >
      {(close) => <TimeZoneCombobox onPicked={close} />}
    </Popover>
  );
}
