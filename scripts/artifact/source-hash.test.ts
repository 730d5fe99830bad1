import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { sourceHash } from "./source-hash";

test("the hash changes with a source, a build variable or an option, and not with a test or a doc", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "source-hash-"));
  fs.mkdirSync(path.join(root, "lib"));
  fs.writeFileSync(path.join(root, "lib/a.ts"), "export const a = 1;\n");
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}");
  const first = sourceHash(root, {});
  expect(sourceHash(root, { UNRELATED: "1" })).toBe(first);
  fs.writeFileSync(path.join(root, "lib/a.test.ts"), "test\n");
  fs.writeFileSync(path.join(root, "lib/notes.md"), "# notes\n");
  expect(sourceHash(root, {})).toBe(first);
  expect(sourceHash(root, { BENCH_BASELINES: "1" })).not.toBe(first);
  expect(sourceHash(root, { NEXT_PUBLIC_X: "1" })).not.toBe(first);
  expect(sourceHash(root, {}, ["with-demo"])).not.toBe(first);
  fs.writeFileSync(path.join(root, "lib/a.ts"), "export const a = 2;\n");
  expect(sourceHash(root, {})).not.toBe(first);
  fs.rmSync(root, { recursive: true, force: true });
});
