// LOG_FORMAT=pretty: a JSON log line as people read it in a terminal during development,
// `12:04:31.207 INFO  GET /api/call-results 200 12 ms  requestId=7f3a… user=ada`.

const SHOWN_FIRST = new Set(["time", "level", "msg"]);

export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.replace(/\n$/, "");
  }
  const time = typeof entry.time === "string" ? entry.time.slice(11, 23) : "";
  const level = String(entry.level ?? "")
    .toUpperCase()
    .padEnd(5);
  const rest = Object.entries(entry)
    .filter(([key, value]) => !SHOWN_FIRST.has(key) && value !== null && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  return `${time} ${level} ${entry.msg ?? ""}${rest ? `  ${rest}` : ""}`;
}
