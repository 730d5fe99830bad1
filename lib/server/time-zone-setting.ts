import "server-only";
import { cookies } from "next/headers";
import { TZ_MODE_COOKIE, TZ_NAME_COOKIE } from "@/lib/cookie-names";
import { isTimeZone, parseZoneChoice, zoneOf } from "@/lib/time-zones";

/**
 * The time-zone setting as the browser will start with it (lib/client/time-zone.tsx): the
 * browser's zone or an IANA zone from its cookie, and the browser's zone as it last reported
 * it. Read by the layout (times render as the browser will show them) and by the calls page,
 * whose link's own zone (`tz=`) comes first.
 */
export async function timeZoneSetting(): Promise<{ choice: string; localZone: string; zone: string }> {
  const jar = await cookies();
  const choice = parseZoneChoice(jar.get(TZ_MODE_COOKIE)?.value);
  const name = jar.get(TZ_NAME_COOKIE)?.value;
  const localZone = name && isTimeZone(name) ? name : "UTC";
  return { choice, localZone, zone: zoneOf(choice, localZone) };
}
