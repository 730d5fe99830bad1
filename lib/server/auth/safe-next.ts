import "server-only";

// Where to go after signing in, for the local form and the OIDC flow alike. A regular
// expression on the raw text is not enough: browsers drop tabs and newlines and read "\"
// as "/", so "/\t/evil.example" becomes "//evil.example". The target is parsed the way a
// browser parses it and accepted only when it stays on this origin.

const BASE = "http://dashboard.invalid";
/** Longer targets are no page of this dashboard. */
export const MAX_NEXT_LENGTH = 2048;

export function safeNext(value: unknown): string {
  if (typeof value !== "string" || value.length > MAX_NEXT_LENGTH || !value.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  // Rebuilt from the parsed parts, so what the browser gets is what was checked: no
  // fragment (a server never sees one), and any "\\" the parser leaves in the query
  // encoded. A path that begins with two slashes ("/.//evil" normalises to "//evil")
  // would be read as another host, so it falls back too.
  const target = `${url.pathname}${url.search}`.replaceAll("\\", "%5C");
  return /^\/[/\\]/.test(target) ? "/" : target;
}
