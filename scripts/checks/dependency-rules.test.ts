import { expect, it } from "vitest";
import { throwawayProject } from "@/test-support/throwaway-project";
import { checkDependencyRules } from "./dependency-rules";

const project = (files: Record<string, string>) => throwawayProject("dependency-rules", files);

it("finds an import cycle, type-only imports included", () => {
  const root = project({
    "lib/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
    "lib/b.ts": 'import type { C } from "./c";\nexport const b: C = 1;\n',
    "lib/c.ts": 'import { a } from "./a";\nexport type C = ReturnType<typeof a> extends never ? never : number;\n',
    "lib/d.ts": 'import { a } from "./a";\nexport const d = a;\n',
  });
  expect(checkDependencyRules(root)).toEqual(["import cycle: lib/a.ts -> lib/b.ts -> lib/c.ts -> lib/a.ts"]);
});

it("finds each import from a lower layer to a higher one", () => {
  const root = project({
    "app/page.tsx": "export const page = 1;\n",
    "components/view.tsx": 'import { page } from "@/app/page";\nexport const View = () => page;\n',
    "lib/client/cookie.ts": "export const cookie = 1;\n",
    "lib/server/session.ts": 'import { cookie } from "@/lib/client/cookie";\nexport const s = cookie;\n',
    "lib/format.ts": 'import { View } from "../components/view";\nexport const f = View;\n',
    "demo-service/server.ts": 'import { s } from "@/lib/server/session";\nexport const d = s;\n',
    "test-support/helper.ts": "export const helper = 1;\n",
    "lib/uses-helper.ts": 'import { helper } from "@/test-support/helper";\nexport const u = helper;\n',
    // Tests may import any layer.
    "lib/format.test.ts": 'import { helper } from "@/test-support/helper";\nimport { page } from "@/app/page";\nvoid [helper, page];\n',
  });
  expect(checkDependencyRules(root).map((p) => p.split(" (")[0])).toEqual([
    "components/view.tsx imports app/page.tsx",
    "demo-service/server.ts imports lib/server/session.ts",
    "lib/format.ts imports components/view.tsx",
    "lib/server/session.ts imports lib/client/cookie.ts",
    "lib/uses-helper.ts imports test-support/helper.ts",
  ]);
});

it("finds no cycle and no forbidden import in this project", () => {
  expect(checkDependencyRules(process.cwd())).toEqual([]);
});
