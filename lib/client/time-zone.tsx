"use client";
// One setting governs every displayed time and the date-time inputs: the browser's zone or
// any IANA zone. It is kept in a cookie so the server renders the times the client will. A
// calls view whose link names a zone (`tz=`) shows that zone instead (ViewTimeZone), so a
// shared link shows the same times to everyone.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { TZ_MODE_COOKIE, TZ_NAME_COOKIE } from "@/lib/cookie-names";
import { BROWSER_ZONE, zoneOf } from "@/lib/time-zones";

interface TimeZoneContextValue {
  /** The choice in force: BROWSER_ZONE ("local") or an IANA zone. */
  choice: string;
  /** IANA name of the zone in force. */
  zone: string;
  /** The browser's own zone, for the setting's label. */
  localZone: string;
  /** The zone the page's link names (`tz=`), which links to a call's page keep; undefined when the zone is the user's setting. */
  linkZone?: string;
  choose: (choice: string) => void;
}

const TimeZoneContext = createContext<TimeZoneContextValue | null>(null);

function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function TimeZoneProvider({ initialChoice, initialLocalZone, children }: { initialChoice: string; initialLocalZone: string; children: ReactNode }) {
  const [choice, setChoice] = useState(initialChoice);
  const [localZone, setLocalZone] = useState(initialLocalZone);

  // The server only knows the zone from the cookie; the browser knows it for sure.
  useEffect(() => {
    const actual = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    if (actual !== localZone) setLocalZone(actual);
    writeCookie(TZ_NAME_COOKIE, actual);
  }, [localZone]);

  const choose = useCallback((next: string) => {
    setChoice(next);
    writeCookie(TZ_MODE_COOKIE, next);
  }, []);

  const value = useMemo(() => ({ choice, zone: zoneOf(choice, localZone), localZone, choose }), [choice, localZone, choose]);
  return <TimeZoneContext.Provider value={value}>{children}</TimeZoneContext.Provider>;
}

/**
 * A view's own zone (`tz=`) over the user's setting. Choosing a zone in the view sets both:
 * the link (`onChange`, undefined for the browser's zone) and the setting, which the
 * other pages follow.
 */
export function ViewTimeZone({ tz, onChange, children }: { tz: string | undefined; onChange: (tz: string | undefined) => void; children: ReactNode }) {
  const setting = useTimeZone();
  // The value changes with the zone alone: every time cell of the table reads it, and a new
  // value at each URL change (a sort, a page) would render them all again.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  const value = useMemo(() => {
    const choose = (next: string) => {
      setting.choose(next);
      change.current(next === BROWSER_ZONE ? undefined : next);
    };
    return tz ? { choice: tz, zone: tz, localZone: setting.localZone, linkZone: tz, choose } : { ...setting, choose };
  }, [tz, setting]);
  return <TimeZoneContext.Provider value={value}>{children}</TimeZoneContext.Provider>;
}

export function useTimeZone(): TimeZoneContextValue {
  const value = useContext(TimeZoneContext);
  if (!value) throw new Error("useTimeZone needs a TimeZoneProvider");
  return value;
}
