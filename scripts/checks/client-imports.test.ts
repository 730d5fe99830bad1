import { expect, it } from "vitest";
import { checkClientImports, forbiddenClientImports } from "./client-imports";

it("refuses what a client component may not import, whatever the path style", () => {
  const client = (line: string) => forbiddenClientImports(`// why\n"use client";\n${line}\n`).map((v) => v.specifier);
  expect(client('import { listCallResults } from "@/lib/server/upstream/upstream";')).toEqual(["@/lib/server/upstream/upstream"]);
  expect(client('import { x } from "../../lib/server/config";')).toEqual(["../../lib/server/config"]);
  expect(client('import { z } from "zod";')).toEqual(["zod"]);
  expect(client('import { z } from "zod/mini";')).toEqual(["zod/mini"]);
  expect(client('import { callResultSchema } from "@/lib/call-results";')).toEqual(["@/lib/call-results"]);
  expect(client('import { DemoStore } from "../demo-service/store";')).toEqual(["../demo-service/store"]);
  expect(client('import "@/lib/server/upstream/upstream";')).toEqual(["@/lib/server/upstream/upstream"]);
});

it("allows the zod-free contract modules, and anything in a server file", () => {
  const client = (line: string) => forbiddenClientImports(`"use client";\n${line}\n`);
  expect(client('import { CALL_STATUSES } from "@/lib/call-results/constants";')).toEqual([]);
  expect(client('import { parseListQuery } from "@/lib/call-results/list-query";')).toEqual([]);
  expect(client('import { serverish } from "@/lib/server-side-helpers";')).toEqual([]);
  expect(forbiddenClientImports('import { listCallResults } from "@/lib/server/upstream/upstream";\n')).toEqual([]);
});

it("finds no violation in this project", () => {
  expect(checkClientImports(process.cwd())).toEqual([]);
});
