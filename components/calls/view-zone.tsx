"use client";
import { type ReactNode, useCallback } from "react";
import { ViewTimeZone } from "@/lib/client/time-zone";
import { useListQueryState } from "@/lib/client/use-list-query-state";

// The calls view's times, days and hours in its link's zone (`tz=`), which the time zone
// control writes; the server rendered the first page in the same zone (app/(dashboard)/page.tsx).
export function ViewZone({ children }: { children: ReactNode }) {
  const { view, setView } = useListQueryState();
  const onChange = useCallback((tz: string | undefined) => setView({ tz }), [setView]);
  return (
    <ViewTimeZone tz={view.tz} onChange={onChange}>
      {children}
    </ViewTimeZone>
  );
}
