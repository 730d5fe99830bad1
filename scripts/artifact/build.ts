// `npm run build`: one folder that runs with `node` alone (docs/deployment.md). Next's
// standalone output (the server's code and only the node_modules it needs), the browser's
// files beside it, and the front server (server/) compiled to server.js in place of
// Next's own. The store's migrations are code, compiled into the server's chunks. The demo
// service is added only when asked for (--with-demo); the user scripts always are
// (`node user-add.js <name> <role>`, as `npm run user:add`). The folder records the hash of
// its sources, so `npm start` can tell whether it is current.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { withoutHeapCaps } from "../node-options";
import { sourceHash } from "./source-hash";

export const ARTIFACT_DIR = "dist";
const HASH_FILE = ".source-hash";
/** Loaded from the artifact's node_modules at run time (the standalone output holds them). */
const EXTERNAL = ["next", "@next/env", "better-sqlite3", "pg", "ioredis", "pino"];

export interface BuildOptions {
  root: string;
  withDemo?: boolean;
  env?: NodeJS.ProcessEnv;
}

const optionsOf = (o: BuildOptions) => (o.withDemo ? ["with-demo"] : []);

/** Whether the artifact at `root` was built from the sources as they are now. */
export function artifactIsCurrent(options: BuildOptions): boolean {
  const file = path.join(options.root, ARTIFACT_DIR, HASH_FILE);
  if (!fs.existsSync(file) || !fs.existsSync(path.join(options.root, ARTIFACT_DIR, "server.js"))) return false;
  return fs.readFileSync(file, "utf8").trim() === sourceHash(options.root, options.env ?? process.env, optionsOf(options));
}

async function compile(root: string, entry: string, outfile: string, conditions: string[] = []): Promise<void> {
  await build({
    conditions,
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    external: EXTERNAL,
    // Bundled CommonJS code may still call require(): give it one.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
}

/** Builds the artifact into `<root>/dist`; throws with the build's output when it fails. */
export async function buildArtifact(options: BuildOptions): Promise<string> {
  const { root } = options;
  const env: NodeJS.ProcessEnv = { ...(options.env ?? process.env), NEXT_TELEMETRY_DISABLED: "1" };
  // Hashed before the build, so an edit made while it runs leaves the artifact stale, not falsely current.
  const hash = sourceHash(root, env, optionsOf(options));
  const next = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    env: { ...env, NODE_OPTIONS: withoutHeapCaps(env.NODE_OPTIONS) },
    stdio: "inherit",
  });
  if (next.status !== 0) throw new Error(`next build failed (exit code ${next.status})`);
  const out = path.join(root, ARTIFACT_DIR);
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(path.join(root, ".next/standalone"), out, { recursive: true, verbatimSymlinks: true });
  fs.cpSync(path.join(root, ".next/static"), path.join(out, ".next/static"), { recursive: true });
  if (fs.existsSync(path.join(root, "public"))) fs.cpSync(path.join(root, "public"), path.join(out, "public"), { recursive: true });
  // Next's server.js gives way to ours: the same Next, behind the peer-address server.
  fs.rmSync(path.join(out, "server.js"));
  await compile(root, "server/peer-address-server.ts", path.join(out, "server.js"));
  // The user scripts reach lib/server, whose modules are for the server only ("react-server").
  await compile(root, "scripts/user-add.ts", path.join(out, "user-add.js"), ["react-server"]);
  await compile(root, "scripts/user-delete.ts", path.join(out, "user-delete.js"), ["react-server"]);
  if (options.withDemo) await compile(root, "demo-service/main.ts", path.join(out, "demo-service.js"));
  fs.writeFileSync(path.join(out, HASH_FILE), `${hash}\n`);
  return out;
}
