// The 500-row mount is judged against the plain TanStack Table page "with the same columns"
// (issue #28): the baseline shows the calls table's default columns, in its order, and ends
// with the actions column as the calls table does.
import { describe, expect, it } from "vitest";
import { PLAIN_TABLE_COLUMNS } from "@/app/bench-baselines/table/plain-calls-table";
import { columns, DEFAULT_VISIBILITY } from "@/components/calls-table/columns";

describe("the plain table baseline", () => {
  it("has the calls table's default columns, in its order, then the actions", () => {
    const shown = columns.flatMap((c) => (c.id && DEFAULT_VISIBILITY[c.id] !== false ? [c.id] : []));
    expect(shown).toEqual([...PLAIN_TABLE_COLUMNS, "actions"]);
  });
});
