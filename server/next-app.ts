// The Next app the front server hands requests to. Run from the repository (tsx), it is
// the build in .next under the working directory. Run as the artifact's server.js, the
// build sits beside this file: Next's standalone output, whose configuration is the one
// recorded at build time (there is no next.config.ts to read), as Next's own standalone
// server.js does it. The working directory stays the caller's, so relative settings
// (DASHBOARD_DATA_DIR, the default .data) mean the same under `npm start` and `npm run serve`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import next from "next";

type RequestHandler = ReturnType<ReturnType<typeof next>["getRequestHandler"]>;

/** .env.local and .env of the working directory, as under `npm start` (variables already set win). */
export function loadEnvFiles(): void {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: () => undefined });
}

export async function prepareNext(): Promise<{ handle: RequestHandler; dir: string }> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const serverFiles = path.join(here, ".next", "required-server-files.json");
  if (!fs.existsSync(serverFiles)) {
    const app = next({ dev: false, dir: process.cwd() });
    await app.prepare();
    return { handle: app.getRequestHandler(), dir: process.cwd() };
  }
  const { config } = JSON.parse(fs.readFileSync(serverFiles, "utf8")) as { config: Record<string, unknown> };
  (process.env as Record<string, string>).NODE_ENV = "production";
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  // Where the artifact's node_modules are, for what is resolved at run time (the hashing workers' bcryptjs).
  (globalThis as { __dashboardAppDir?: string }).__dashboardAppDir = here;
  const app = next({ dev: false, dir: here, conf: config as never });
  await app.prepare();
  return { handle: app.getRequestHandler(), dir: here };
}
