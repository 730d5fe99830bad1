"use client";
// One clock for every relative time on the page, ticking every few seconds, so that 500
// rows of "5 min ago" do not each run a timer.
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

const NowContext = createContext<number>(0);

export function NowProvider({ initialNow, children }: { initialNow: number; children: ReactNode }) {
  const [now, setNow] = useState(initialNow);
  useEffect(() => {
    // No catch-up tick at mount: the server's time is at most a page load old, and a tick
    // then would re-render every relative time on the page right after hydration.
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

export function useNow(): number {
  return useContext(NowContext);
}
