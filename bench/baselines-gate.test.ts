// A build without BENCH_BASELINES=1 has no baseline routes: every file under
// app/bench-baselines that Next would take for a route file (page, layout, route, …) is
// named *.bench.tsx, which only the bench's page extensions make one.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageExtensions } from "../next.config";

const ROUTE_FILES = ["page", "layout", "route", "template", "default", "loading", "error", "not-found"];
const dir = path.join(import.meta.dirname, "..", "app", "bench-baselines");
const files = (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.basename(f));
// Next's rule: a route file is <convention>.<one of the page extensions>.
const isRouteFile = (name: string, extensions: string[]) => ROUTE_FILES.some((c) => extensions.some((e) => name === `${c}.${e}`));

describe("the bench's baseline pages", () => {
  it("are route files only in a build with BENCH_BASELINES=1", () => {
    const pages = files.filter((f) => isRouteFile(f, pageExtensions({ BENCH_BASELINES: "1" })));
    expect(pages).toEqual(expect.arrayContaining(["page.bench.tsx"]));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const env of [{}, { BENCH_BASELINES: "0" }, { BENCH_BASELINES: "true" }])
      expect(
        files.filter((f) => isRouteFile(f, pageExtensions(env))),
        JSON.stringify(env),
      ).toEqual([]);
  });
});
