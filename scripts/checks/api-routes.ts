// Every route handler under app/api goes through apiRoute, which checks the session, the
// role, another site's posts and the rate limit before the handler runs, and logs the
// request. A handler exported any other way skips all of that, so it fails this check.
import fs from "node:fs";
import path from "node:path";
import { projectFiles } from "./project-files";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const EXPORTED_METHOD = new RegExp(`^export\\s+(?:async\\s+)?(?:function\\s+|const\\s+|let\\s+|var\\s+)?(${METHODS.join("|")})\\b(.*)$`, "gm");
const RE_EXPORT = new RegExp(`^export\\s*\\{[^}]*\\b(${METHODS.join("|")})\\b[^}]*\\}`, "m");

// The one route that may not: each apiRoute request spends a token and writes a log line,
// which would weigh on the baseline it exists to measure. It is off unless BENCH_PASSTHROUGH=1.
const EXEMPT = new Set(["app/api/bench-passthrough/route.ts"]);

/** The handlers a route file exports without apiRoute, by method. */
export function handlersOutsideApiRoute(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(EXPORTED_METHOD)) if (!/^\s*=\s*apiRoute\s*[<(]/.test(m[2]!)) found.push(m[1]!);
  const reExport = source.match(RE_EXPORT);
  if (reExport) found.push(reExport[1]!);
  return found;
}

/** Every route file under app/api that exports a handler without apiRoute, as "file: METHOD". */
export function checkApiRoutes(root: string): string[] {
  const problems: string[] = [];
  for (const file of projectFiles(root, "app/api")) {
    if (!/(^|\/)route\.(ts|tsx|js)$/.test(file) || EXEMPT.has(file)) continue;
    for (const method of handlersOutsideApiRoute(fs.readFileSync(path.join(root, file), "utf8")))
      problems.push(`${file}: ${method} is not declared through apiRoute`);
  }
  return problems;
}
