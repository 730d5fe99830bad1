/** True only for absolute http(s) URLs: the only addresses the UI turns into links. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A call's page, in the zone its link names (`tz`) when given. */
export const callHref = (callId: string, { tz }: { tz?: string | null } = {}): string =>
  `/calls/${encodeURIComponent(callId)}${tz ? `?tz=${encodeURIComponent(tz)}` : ""}`;
