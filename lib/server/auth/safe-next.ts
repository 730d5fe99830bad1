import "server-only";

/** Where to go after signing in: only paths on this site, never another origin ("//evil", "/\\evil", "https:…"). */
export function safeNext(value: unknown): string {
  const next = typeof value === "string" ? value : "/";
  return /^\/(?![/\\])/.test(next) ? next : "/";
}
