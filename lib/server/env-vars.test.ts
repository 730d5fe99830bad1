import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARS } from "./env-vars";

type Row = { name: string; default: string };

/** The variables of docs/configuration.md's table: a row naming two ("A / B") gives each its half of the default. */
function docsRows(markdown: string): Row[] {
  const rows: Row[] = [];
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("| `")) continue;
    const [names = "", defaults = ""] = line
      .split("|")
      .slice(1)
      .map((c) => c.trim());
    const found = [...names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!);
    const halves = names.includes(" / ") ? defaults.split(" / ").map((d) => d.trim().replace(/^`|`$/g, "")) : undefined;
    found.forEach((name, i) => rows.push({ name, default: halves?.[i] ?? defaults }));
  }
  return rows;
}

/** The variables .env.example shows, commented out or set. */
const exampleNames = (text: string) => [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);

/** What differs between the table and a document listing the variables. */
function differences(table: readonly Row[], listed: readonly Row[] | readonly string[], where: string): string[] {
  const names = listed.map((r) => (typeof r === "string" ? r : r.name));
  const problems = [
    ...table.filter((v) => !names.includes(v.name)).map((v) => `${where} lacks ${v.name}`),
    ...names.filter((n) => !table.some((v) => v.name === n)).map((n) => `${where} lists ${n}, which lib/server/env-vars.ts does not`),
  ];
  for (const row of listed) {
    if (typeof row === "string") continue;
    const own = table.find((v) => v.name === row.name);
    if (own && own.default !== row.default) problems.push(`${where} gives ${row.name} the default ${row.default}, lib/server/env-vars.ts ${own.default}`);
  }
  return problems;
}

describe("the table of environment variables", () => {
  it("is what docs/configuration.md and .env.example list", () => {
    expect(differences(ENV_VARS, docsRows(fs.readFileSync("docs/configuration.md", "utf8")), "docs/configuration.md")).toEqual([]);
    expect(differences(ENV_VARS, exampleNames(fs.readFileSync(".env.example", "utf8")), ".env.example")).toEqual([]);
  });

  it("names each variable once", () => {
    const names = ENV_VARS.map((v) => v.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it("finds a variable missing, one too many, and a default that differs", () => {
    const table = [
      { name: "A_VAR", default: "1" },
      { name: "B_VAR", default: "`x`" },
    ];
    const docs = "| Variable | Default | Meaning |\n| `A_VAR` | 2 | a |\n| `C_VAR` | — | c |\n";
    expect(differences(table, docsRows(docs), "docs")).toEqual([
      "docs lacks B_VAR",
      "docs lists C_VAR, which lib/server/env-vars.ts does not",
      "docs gives A_VAR the default 2, lib/server/env-vars.ts 1",
    ]);
    expect(differences(table, exampleNames("# A_VAR=1\nB_VAR=2\n# not a variable\n"), ".env.example")).toEqual([]);
  });
});
