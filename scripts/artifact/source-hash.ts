// What a build is made from, as one hash: `npm start` builds again only when it changed.
// The files Next and the artifact's build compile (app, components, lib, server, the user
// scripts, the build itself, the root's config and entry files; the demo service when it
// is built in), the locked dependencies, and the variables read at build time. Tests and
// docs are left out: changing them needs no new build.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "components", "lib", "server", "public", "scripts/artifact"];
const ROOT_FILES = [
  "next.config.ts",
  "instrumentation.ts",
  "proxy.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/user-add.ts",
  "scripts/user-delete.ts",
  "scripts/node-options.ts",
];
const LEFT_OUT = /\.(test|spec)\.tsx?$|\.md$/;
/** Variables a build reads (the bench's baseline pages, anything inlined into the browser's code). */
const BUILD_VARIABLES = (name: string) => name === "BENCH_BASELINES" || name.startsWith("NEXT_PUBLIC_");

function filesUnder(root: string, dir: string, out: string[]): void {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(root, rel, out);
    else if (!LEFT_OUT.test(entry.name)) out.push(rel);
  }
}

/** The hash of the sources at `root`, the build's options and its variables in `env`. */
export function sourceHash(root: string, env: Record<string, string | undefined>, options: string[] = []): string {
  const files: string[] = [];
  for (const dir of options.includes("with-demo") ? [...SOURCE_DIRS, "demo-service"] : SOURCE_DIRS) filesUnder(root, dir, files);
  for (const file of ROOT_FILES) if (fs.existsSync(path.join(root, file))) files.push(file);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  const variables = Object.keys(env)
    .filter(BUILD_VARIABLES)
    .sort()
    .map((k) => `${k}=${env[k]}`);
  hash.update(JSON.stringify({ variables, options, node: process.versions.modules }));
  return hash.digest("hex");
}
