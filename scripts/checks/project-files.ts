// The files the gates read: everything in the project but what tools and runs leave behind
// (dependencies, the build and its artifact, test and bench output) and hidden folders (.git, .data, .ci).
import fs from "node:fs";
import path from "node:path";

const SKIP_DIRS = new Set(["node_modules", "test-results", "playwright-report", "bench-results", "dist"]);

/** Every file under `dir` of the project at `root` (all of it by default; none if `dir` is missing), relative to the root with forward slashes, sorted. */
export function projectFiles(root: string, dir = ""): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (!entry.isDirectory()) out.push(path.relative(root, full).split(path.sep).join("/"));
      else if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith(".")) walk(full);
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return out.sort();
}
