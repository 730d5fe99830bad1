"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { PlayerProvider } from "@/components/audio-player/player-context";
import { PlayerDock } from "@/components/audio-player/player-dock";
import { RoleProvider } from "@/lib/client/role";
import { TimeZoneProvider } from "@/lib/client/time-zone";
import { NowProvider } from "@/lib/client/use-now";
import type { Role } from "@/lib/roles";

export function AppProviders({
  children,
  initialNow,
  timeZoneChoice,
  localZone,
  role,
}: {
  children: ReactNode;
  role: Role;
  initialNow: number;
  /** "local" (the browser's zone) or an IANA zone. */
  timeZoneChoice: string;
  localZone: string;
}) {
  // One client per browser tab; on the server, one per request (never shared).
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 15_000,
            // The server already retried the upstream; a second layer would only delay errors.
            retry: false,
          },
        },
      }),
  );
  // Marks the page interactive; browser tests wait for it before they click, and the bench
  // counts the scripts asked for before this moment as the page's first-load JS.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RoleProvider role={role}>
        <TimeZoneProvider initialChoice={timeZoneChoice} initialLocalZone={localZone}>
          <NowProvider initialNow={initialNow}>
            <PlayerProvider>
              {children}
              <PlayerDock />
            </PlayerProvider>
          </NowProvider>
        </TimeZoneProvider>
      </RoleProvider>
    </QueryClientProvider>
  );
}
