/** True only for absolute http(s) URLs: the only addresses the UI turns into links. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A call's page, at a second of its recording (`t`) and in a zone its link names (`tz`) when given. */
export function callHref(callId: string, { t, tz }: { t?: number; tz?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (t !== undefined) params.set("t", String(Math.floor(t)));
  if (tz) params.set("tz", tz);
  const query = params.toString();
  return `/calls/${encodeURIComponent(callId)}${query ? `?${query}` : ""}`;
}
