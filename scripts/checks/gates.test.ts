// The gates of `npm run gates` against the real tree: each finds nothing in this project, and
// each fails on a violation of its kind planted in a copy of it (the same files, the same
// knip.jsonc and .dependency-cruiser.cjs), so a gate that stopped reading would show here.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy } from "@/test-support/throwaway-project";
import { checkApiRoutes } from "./api-routes";
import { checkDependencyCruiser } from "./dependency-cruiser";
import { checkFileSizes } from "./file-sizes";
import { checkKnip } from "./knip";

const root = process.cwd();

/** One import planted for each rule of .dependency-cruiser.cjs but the cycle: the rule, and the import's [from, to]. */
const PLANTED: Record<string, [string, string]> = {
  "lib-below-app": ["lib/planted-up.ts", "components/ui/button.tsx"],
  "server-not-client": ["lib/server/planted-client-reach.ts", "lib/client/is-typing.ts"],
  "client-not-server": ["lib/client/planted-server-reach.ts", "lib/server/planted-server.ts"],
  "contract-below-both-sides": ["lib/call-results/planted-server-reach.ts", "lib/server/planted-server.ts"],
  "components-below-app": ["components/ui/planted-app-reach.tsx", "app/bench-baselines/gate.ts"],
  "demo-service-apart": ["demo-service/planted-api-reach.ts", "lib/dashboard-api/call-results.ts"],
  "test-support-for-tests": ["lib/planted-helper-reach.ts", "test-support/throwaway-project.ts"],
  "tools-above-code": ["app/planted-tool-reach.ts", "e2e/env.ts"],
  // A feature's folder reaching up into a page's.
  "component-layers": ["components/summary/planted-reach.tsx", "components/reviews/reviews-zone.tsx"],
  "component-folder-in-a-layer": ["components/planted-folder/planted.tsx", "components/ui/button.tsx"],
};
const PLANTED_IMPORTS = Object.entries(PLANTED).map(([rule, [from, to]]) => ({ rule, from, to }));

/** `import "<to>"` written relative to `from`, without its extension. */
const importLine = (from: string, to: string) =>
  `import "./${path.posix.relative(path.posix.dirname(from), to).replace(/\.tsx?$/, "")}";\n`.replace("./../", "../");

it("knip and dependency-cruiser find nothing in this project", () => {
  expect(checkKnip(root)).toEqual([]);
  expect(checkDependencyCruiser(root)).toEqual([]);
});

describe("in a copy of the project with a violation of each kind planted", () => {
  let copy: string;
  let knip: string[];
  let cruiser: string[];
  const source = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

  beforeAll(() => {
    copy = projectCopy("gates", root, {
      // An export nothing imports, whose name the file uses for something else (a parameter).
      "lib/format.ts": `${source("lib/format.ts")}\nexport const zone = "UTC";\n`,
      // A module loaded only by a dynamic import(): what the importer takes is used, the rest is not.
      "lib/planted-lazy.ts": "export const lazyUsed = 1;\nexport const lazyUnused = 2;\n",
      "lib/planted-lazy.test.ts": 'void import("./planted-lazy").then((m) => m.lazyUsed);\n',
      // An export only its own file uses: the export keyword is spare.
      "lib/planted-own.ts": "export const ownOnly = 1;\nexport const used = ownOnly + 1;\n",
      "lib/planted-own.test.ts": 'import { used } from "./planted-own";\nvoid used;\n',
      // A cycle through a type-only import.
      "lib/planted-a.ts": 'import { b } from "./planted-b";\nexport const a = () => b;\n',
      "lib/planted-b.ts": 'import type { a } from "./planted-a";\nexport const b: ReturnType<typeof a> | number = 1;\n',
      // An import against each layer rule, a component folder reaching up into a page's, and one outside the layers.
      ...Object.fromEntries(PLANTED_IMPORTS.map(({ from, to }) => [from, importLine(from, to)])),
      // A loop between two folders of one layer (filters/ imports call-search/), through an on-demand import.
      "components/call-search/planted-loop.ts": 'void import("../filters/id-search");\n',
      "lib/server/planted-server.ts": "export const SESSION_TTL = 1;\n",
      // A test may import any layer.
      "lib/planted-any.test.ts": `${importLine("lib/planted-any.test.ts", "app/bench-baselines/gate.ts")}${importLine("lib/planted-any.test.ts", "test-support/throwaway-project.ts")}`,
      // And a component folder's test any folder: it makes no loop of the folders.
      "components/ui/planted-any.test.ts": importLine("components/ui/planted-any.test.ts", "components/calls/calls-view.tsx"),
      // A stylesheet over 200 lines.
      "app/planted.css": ".a {\n  color: red;\n}\n".repeat(67),
      // A route handler outside apiRoute.
      "app/api/planted/route.ts": 'export async function GET() {\n  return new Response("hi");\n}\n',
    });
    knip = checkKnip(copy);
    cruiser = checkDependencyCruiser(copy);
  }, 120_000);

  afterAll(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it("knip reports the unused export by symbol, the dynamically imported module's unused one, and one only its own file uses", () => {
    const zoneLine = source("lib/format.ts").split("\n").length + 1;
    expect(knip).toContain(`lib/format.ts:${zoneLine} zone: exported but imported nowhere (delete it, or drop the export)`);
    expect(knip.filter((p) => p.startsWith("lib/planted-lazy.ts"))).toEqual([
      "lib/planted-lazy.ts:2 lazyUnused: exported but imported nowhere (delete it, or drop the export)",
    ]);
    expect(knip.filter((p) => p.startsWith("lib/planted-own.ts"))).toEqual([
      "lib/planted-own.ts:1 ownOnly: exported but imported nowhere (delete it, or drop the export)",
    ]);
  });

  it("dependency-cruiser reports the cycle, each layer rule's planted import, the component folder loop, and only those", () => {
    expect(cruiser.map((p) => p.split(" (")[0])).toEqual(
      [
        "no-circular: lib/planted-a.ts -> lib/planted-b.ts -> lib/planted-a.ts",
        "no-folder-cycle: components/call-search -> components/filters -> components/call-search",
        "no-folder-cycle: components/filters -> components/call-search -> components/filters",
        ...PLANTED_IMPORTS.map(({ rule, from, to }) => `${rule}: ${from} imports ${to}`),
      ].sort(),
    );
  });

  it("the size gate reads stylesheets, and the apiRoute gate finds the handler outside apiRoute", () => {
    expect(checkFileSizes(copy)).toEqual(["app/planted.css: 201 lines, over the limit of 200 for a stylesheet"]);
    expect(checkApiRoutes(copy)).toEqual(["app/api/planted/route.ts: GET is not declared through apiRoute"]);
  });
});
