// lib/server holds the API key; `import "server-only"` must make any client component
// that imports it fail the production build. This builds two throwaway apps inside the
// project: one whose client page imports lib/server (must fail), and the same page as a
// server component (must build), so the failure is proven to come from the boundary.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const work = path.join(root, ".data", `boundary-check-${process.pid}`);

function buildApp(name: string, clientDirective: boolean): { status: number | null; output: string } {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, "app"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    `export default function Layout({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n`,
  );
  const importPath = path
    .relative(path.join(dir, "app"), path.join(root, "lib", "server", "config"))
    .split(path.sep)
    .join("/");
  fs.writeFileSync(
    path.join(dir, "app", "page.tsx"),
    `${clientDirective ? '"use client";\n' : ""}import { loadUpstreamConfig } from "${importPath}";\nexport default function Page() { return <p>{typeof loadUpstreamConfig}</p>; }\n`,
  );
  fs.writeFileSync(path.join(dir, "next.config.mjs"), "export default { typescript: { ignoreBuildErrors: true } };\n");
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build", dir], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    timeout: 180_000,
  });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

/** Builds both apps; returns what went wrong, or nothing when the boundary holds. */
export function checkServerOnlyBoundary(): string[] {
  try {
    const problems: string[] = [];
    const client = buildApp("client", true);
    if (client.status === 0) problems.push("a client component importing lib/server built without error");
    else if (!/server-only/.test(client.output)) problems.push(`the client build failed, but not because of server-only:\n${client.output.slice(-2000)}`);
    const server = buildApp("server", false);
    if (server.status !== 0 || /server-only/.test(server.output))
      problems.push(`the same page as a server component did not build:\n${server.output.slice(-2000)}`);
    return problems;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
