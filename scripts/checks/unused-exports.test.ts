import { expect, it } from "vitest";
import { throwawayProject } from "@/test-support/throwaway-project";
import { checkUnusedExports } from "./unused-exports";

const project = (files: Record<string, string>) => throwawayProject("unused-exports", files);

it("finds an export that nothing imports, and only that one", () => {
  const root = project({
    "lib/a.ts": "export const used = 1;\nexport const dead = 2;\nexport type DeadType = string;\n",
    "components/b.tsx": 'import { used } from "@/lib/a";\nexport const B = () => used;\n',
    "app/page.tsx": 'import { B } from "@/components/b";\nexport default function Page() { return B(); }\nexport const metadata = {};\n',
  });
  expect(checkUnusedExports(root).map((p) => p.split(" ")[0])).toEqual(["lib/a.ts:", "lib/a.ts:"]);
  expect(checkUnusedExports(root).join("\n")).toMatch(/lib\/a.ts: DeadType .*\n.*lib\/a.ts: dead /);
});

it("follows names through re-exports, namespace and dynamic imports, and import types", () => {
  const root = project({
    "lib/x/inner.ts": "export const viaBarrel = 1;\nexport const viaStar = 2;\nexport const unusedInner = 3;\n",
    "lib/x/index.ts": 'export { viaBarrel } from "./inner";\nexport * from "./inner";\n',
    "lib/ns.ts": "export const a = 1;\nexport const b = 2;\n",
    "lib/lazy.ts": "export const lazy = 1;\n",
    "lib/types.ts": "export interface Shape { n: number }\n",
    "lib/user.test.ts": [
      'import { viaBarrel, viaStar } from "./x";',
      'import * as ns from "./ns";',
      'type S = import("./types").Shape;',
      "const s: S = { n: viaBarrel + viaStar + ns.a };",
      'void import("./lazy").then(() => s);',
    ].join("\n"),
  });
  expect(checkUnusedExports(root).map((p) => p.split(" is ")[0])).toEqual(["lib/x/inner.ts: unusedInner"]);
});

it("counts an export its own file uses as alive (a type in an exported signature)", () => {
  const root = project({
    "lib/a.ts": "export interface Options { n: number }\nexport function run(o: Options) { return o.n; }\n",
    "lib/b.test.ts": 'import { run } from "./a";\nrun({ n: 1 });\n',
  });
  expect(checkUnusedExports(root)).toEqual([]);
});

it("finds no unused export in this project", () => {
  expect(checkUnusedExports(process.cwd())).toEqual([]);
});
