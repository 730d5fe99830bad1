// lib/server holds the API key; `import "server-only"` must make any client component
// that imports it fail the production build. This builds two throwaway apps inside the
// project: one whose client page imports lib/server (must fail), and the same page as a
// server component (must build), so the failure is proven to come from the boundary.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const work = path.join(root, ".data", `boundary-check-${process.pid}`);

function buildApp(name: string, clientDirective: boolean): { status: number | null; output: string } {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, "app"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    `export default function Layout({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n`,
  );
  const importPath = path.relative(path.join(dir, "app"), path.join(root, "lib", "server", "config")).split(path.sep).join("/");
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

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("the server-only boundary", () => {
  it("fails the build of a client component that imports lib/server", { timeout: 240_000 }, () => {
    const client = buildApp("client", true);
    expect(client.status).not.toBe(0);
    expect(client.output).toMatch(/server-only/);

    const server = buildApp("server", false);
    expect(server.output).not.toMatch(/server-only/);
    expect(server.status).toBe(0);
  });
});
