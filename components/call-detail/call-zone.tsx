"use client";
import type { ReactNode } from "react";
import { ViewTimeZone } from "@/lib/client/time-zone";

const keep = () => undefined;

// A call's page in the zone its link names (`tz=`, kept from the view it was opened from or
// a shared link), on the server's render as in the browser's; without one, the user's setting.
// The page has no zone control of its own, so the link's zone is not changed here.
export function CallZone({ tz, children }: { tz: string | undefined; children: ReactNode }) {
  return (
    <ViewTimeZone tz={tz} onChange={keep}>
      {children}
    </ViewTimeZone>
  );
}
