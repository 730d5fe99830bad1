import "server-only";
import { cookies } from "next/headers";
import { TZ_MODE_COOKIE, TZ_NAME_COOKIE } from "@/lib/cookie-names";
import { isTimeZone } from "@/lib/time-zones";

/**
 * The time-zone setting as the browser will start with it (lib/client/time-zone.tsx): local
 * or UTC from its cookie, and the browser's zone as it last reported it. Read by the layout
 * (times render as the browser will show them) and by the calls page (its summary is cut
 * in the same zone the client asks for, so the client can take it over).
 */
export async function timeZoneSetting(): Promise<{ mode: "local" | "utc"; localZone: string; zone: string }> {
  const jar = await cookies();
  const mode = jar.get(TZ_MODE_COOKIE)?.value === "utc" ? "utc" : "local";
  const name = jar.get(TZ_NAME_COOKIE)?.value;
  const localZone = name && isTimeZone(name) ? name : "UTC";
  return { mode, localZone, zone: mode === "utc" ? "UTC" : localZone };
}
