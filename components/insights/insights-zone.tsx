"use client";
import { useRouter } from "next/navigation";
import { type ReactNode, useCallback } from "react";
import { ViewTimeZone } from "@/lib/client/time-zone";

// The Insights page in its link's zone (`tz=`), as the calls view and Reviews do: the zone
// control writes it, and the heatmap, trend and ranges follow it.
export function InsightsZone({ tz, search, children }: { tz: string | undefined; search: string; children: ReactNode }) {
  const router = useRouter();
  const onChange = useCallback(
    (next: string | undefined) => {
      const params = new URLSearchParams(search);
      if (next) params.set("tz", next);
      router.replace(`/insights?${params}`, { scroll: false });
    },
    [router, search],
  );
  return (
    <ViewTimeZone tz={tz} onChange={onChange}>
      {children}
    </ViewTimeZone>
  );
}
