"use client";
import { useRouter } from "next/navigation";
import { type ReactNode, useCallback } from "react";
import { ViewTimeZone } from "@/lib/client/time-zone";
import { useWithEvaluationParams } from "./kept-evaluation-params";

// The Reviews page's times and its date filter in its link's zone (`tz=`), as the calls view
// does (components/calls/view-zone.tsx); the zone control writes it. `search` is the applied
// query, whose dates are instants, so a new zone shows the same range in its own wall-clock.
export function ReviewsZone({ tz, search, children }: { tz: string | undefined; search: string; children: ReactNode }) {
  const router = useRouter();
  const withEvaluations = useWithEvaluationParams();
  const onChange = useCallback(
    (next: string | undefined) => {
      const params = withEvaluations(search);
      if (next) params.set("tz", next);
      const query = params.toString();
      router.replace(query ? `/reviews?${query}` : "/reviews", { scroll: false });
    },
    [router, search, withEvaluations],
  );
  return (
    <ViewTimeZone tz={tz} onChange={onChange}>
      {children}
    </ViewTimeZone>
  );
}
