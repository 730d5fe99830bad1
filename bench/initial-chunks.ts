// The scripts a page starts with, read from the build's own manifests, not from a browser's
// network log (issue #38): counting what was fetched "up to hydration" took in the player's
// engine, preloaded when the browser is idle, whenever hydration came late on a loaded
// machine (24.8 KB of our code in 8 scripts one run, 31.4 KB in 9 the next, on one build).
// The manifests say the same on any machine: the runtime's root files (build-manifest.json's
// rootMainFiles) and the chunks the route's segments start with (its client reference
// manifest's entryJSFiles: the layouts, the page, their not-found and error boundaries).
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

type ReferenceManifest = Record<string, { entryJSFiles: Record<string, string[]> }>;

/** The app route that serves a URL path of the dashboard ("/" is "/(dashboard)/page"). */
export function routeOf(pagePath: string): string {
  const pathname = pagePath.split("?")[0]!;
  if (pathname.startsWith("/bench-baselines/")) return `${pathname.replace(/\/$/, "")}/page`;
  return pathname === "/" ? "/(dashboard)/page" : `/(dashboard)${pathname.replace(/\/$/, "")}/page`;
}

/** The URL paths ("/_next/static/chunks/….js") of the scripts a route's page loads first, in a build. */
export function initialChunks(route: string, nextDir = ".next"): string[] {
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const file = path.join(nextDir, "server", "app", `${route}_client-reference-manifest.js`);
  // The manifest is a script that assigns to globalThis.__RSC_MANIFEST: run it in a context of its own.
  const sandbox: { __RSC_MANIFEST?: ReferenceManifest } = {};
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  const entry = sandbox.__RSC_MANIFEST?.[route];
  if (!entry) throw new Error(`${file} has no entry for ${route}`);
  const files = [...build.rootMainFiles, ...Object.values(entry.entryJSFiles).flat()].filter((f) => f.endsWith(".js"));
  return [...new Set(files)].map((f) => `/_next/${f}`);
}
