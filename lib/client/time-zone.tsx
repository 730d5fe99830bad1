"use client";
// One setting, browser-local time or UTC, governs every displayed time and the date-time
// inputs. It is kept in a cookie so that the server renders the same times as the client.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

import { TZ_MODE_COOKIE, TZ_NAME_COOKIE } from "@/lib/cookie-names";

export type TimeZoneMode = "local" | "utc";

interface TimeZoneContextValue {
  mode: TimeZoneMode;
  /** IANA name of the zone in force ("UTC" in UTC mode). */
  zone: string;
  /** The browser's own zone, for the setting's label. */
  localZone: string;
  setMode: (mode: TimeZoneMode) => void;
}

const TimeZoneContext = createContext<TimeZoneContextValue | null>(null);

function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function TimeZoneProvider({ initialMode, initialLocalZone, children }: { initialMode: TimeZoneMode; initialLocalZone: string; children: ReactNode }) {
  const [mode, setModeState] = useState<TimeZoneMode>(initialMode);
  const [localZone, setLocalZone] = useState(initialLocalZone);

  // The server only knows the zone from the cookie; the browser knows it for sure.
  useEffect(() => {
    const actual = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    if (actual !== localZone) setLocalZone(actual);
    writeCookie(TZ_NAME_COOKIE, actual);
  }, [localZone]);

  const setMode = useCallback((next: TimeZoneMode) => {
    setModeState(next);
    writeCookie(TZ_MODE_COOKIE, next);
  }, []);

  const value = useMemo(() => ({ mode, zone: mode === "utc" ? "UTC" : localZone, localZone, setMode }), [mode, localZone, setMode]);
  return <TimeZoneContext.Provider value={value}>{children}</TimeZoneContext.Provider>;
}

export function useTimeZone(): TimeZoneContextValue {
  const value = useContext(TimeZoneContext);
  if (!value) throw new Error("useTimeZone needs a TimeZoneProvider");
  return value;
}
