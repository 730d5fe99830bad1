import { expect, it } from "vitest";
import { componentSizes, sizeProblems, sourceFiles } from "./file-sizes";

const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join("\n");
const component = (name: string, bodyLines: number) => `export function ${name}() {\n${"  const x = 1;\n".repeat(bodyLines - 2)}}\n`;

it("finds no size over its limit or allowance in this project", () => {
  expect(sizeProblems(sourceFiles(process.cwd())).problems).toEqual([]);
});

it("fails a planted source file over 200 lines, and a component over 120", () => {
  const { problems } = sizeProblems(
    [
      { file: "lib/big.ts", source: lines(201) },
      { file: "lib/fine.ts", source: lines(200) },
      { file: "components/big.tsx", source: component("BigPanel", 121) },
      { file: "components/fine.tsx", source: `${component("FinePanel", 120)}${component("Other", 60)}` },
    ],
    {},
  );
  expect(problems).toEqual([
    "lib/big.ts: 201 lines, over the limit of 200 for a source file",
    "components/big.tsx#BigPanel: 121 lines, over the limit of 120 for a component",
  ]);
});

it("holds an allowed file to its ceiling, and says when the ceiling can come down", () => {
  const allowed = { "lib/old.ts": 230, "components/old.tsx#OldPanel": 150 };
  const grown = sizeProblems(
    [
      { file: "lib/old.ts", source: lines(231) },
      { file: "components/old.tsx", source: component("OldPanel", 151) },
    ],
    allowed,
  );
  expect(grown.problems).toEqual([
    "lib/old.ts: 231 lines, over its allowance of 230 (it may only shrink)",
    "components/old.tsx#OldPanel: 151 lines, over its allowance of 150 (it may only shrink)",
  ]);
  const shrunk = sizeProblems([{ file: "lib/old.ts", source: lines(190) }], allowed);
  expect(shrunk).toEqual({ problems: [], shrinkable: ["lib/old.ts: 230 → 200 (remove it)"] });
});

it("exempts tests, and measures components declared as constants too", () => {
  expect(
    sizeProblems(
      [
        { file: "lib/big.test.ts", source: lines(400) },
        { file: "e2e/big.spec.ts", source: lines(400) },
      ],
      {},
    ).problems,
  ).toEqual([]);
  const source = `const helper = 1;\nexport const Panel = memo(function Panel() {\n  return null;\n});\nfunction useThing() {\n  return 1;\n}\n`;
  expect(componentSizes("x.tsx", source)).toEqual([
    { name: "Panel", lines: 3 },
    { name: "useThing", lines: 3 },
  ]);
});

it("reads stylesheets and hooks too: a stylesheet over 200 lines, a hook over 120 in a .ts or .tsx file", () => {
  const hook = (name: string, bodyLines: number) => `export function ${name}() {\n${"  const x = 1;\n".repeat(bodyLines - 2)}}\n`;
  const { problems } = sizeProblems(
    [
      { file: "app/big.css", source: ".a {\n  color: red;\n}\n".repeat(67) },
      { file: "app/fine.css", source: ".a { color: red; }\n".repeat(200) },
      { file: "lib/client/use-big.ts", source: hook("useBig", 121) },
      { file: "components/x/use-fine.ts", source: hook("useFine", 120) },
      { file: "components/x/panel.tsx", source: `${component("Panel", 20)}const useInner = () => {\n${"  const x = 1;\n".repeat(119)}};\n` },
      // A PascalCase function in a .ts file is not a component.
      { file: "lib/builder.ts", source: hook("Builder", 150) },
    ],
    {},
  );
  expect(problems).toEqual([
    "app/big.css: 201 lines, over the limit of 200 for a stylesheet",
    "lib/client/use-big.ts#useBig: 121 lines, over the limit of 120 for a hook",
    "components/x/panel.tsx#useInner: 121 lines, over the limit of 120 for a hook",
  ]);
});
