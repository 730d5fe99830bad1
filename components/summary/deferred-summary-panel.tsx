"use client";
import dynamic from "next/dynamic";
import { type ComponentProps, useEffect, useState } from "react";
import type { SummaryPanel } from "./summary-panel";
import { SUMMARY_REGION_CLASS, SummaryCounting } from "./summary-counting";

function Placeholder() {
  return (
    <section aria-label="Summary" className={SUMMARY_REGION_CLASS} aria-busy="true">
      <SummaryCounting />
    </section>
  );
}

const Panel = dynamic(() => import("./summary-panel").then((m) => m.SummaryPanel), { ssr: false, loading: Placeholder });

// The summary's counts are fetched once the table has its rows, and its code waits too:
// it loads once the page is interactive, so the table's first load carries none of it.
// Until then the region shows what the panel shows while it counts.
export function DeferredSummaryPanel(props: ComponentProps<typeof SummaryPanel>) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return interactive ? <Panel {...props} /> : <Placeholder />;
}
