import "server-only";
import { log } from "./log/logger";

// Warnings that a client can cause on every request (a header from an untrusted address)
// are written at most once a minute per kind, with how many were left out since, so a
// flood of such requests cannot flood the log.

const EVERY_MS = 60_000;
const MAX_KINDS = 1000;
const last = new Map<string, { at: number; suppressed: number }>();

export function warnAtMostEveryMinute(kind: string, line: Record<string, unknown>, now = Date.now()): void {
  const seen = last.get(kind);
  if (seen && now - seen.at < EVERY_MS) {
    seen.suppressed += 1;
    return;
  }
  // Kinds are fixed strings in the code; the cap only keeps a mistake from growing memory.
  if (!seen && last.size >= MAX_KINDS) last.clear();
  last.set(kind, { at: now, suppressed: 0 });
  log().warn({ ...line, ...(seen?.suppressed ? { alsoInTheLastMinute: seen.suppressed } : {}) }, kind);
}
