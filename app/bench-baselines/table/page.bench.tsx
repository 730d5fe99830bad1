import { parseListQueryLenient } from "@/lib/call-results/list-query";
import { requirePageUser } from "@/lib/server/auth/guard";
import { listCallResults } from "@/lib/server/upstream/upstream";
import { requireBenchBaselines } from "../gate";
import { PlainCallsTable } from "./plain-calls-table";

// The bench's table baseline: the same calls as the calls page (same query, same data
// source), in a plain TanStack Table with no virtualization, no providers and no cell
// components of ours.
export default async function TableBaselinePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireBenchBaselines();
  await requirePageUser();
  const { query } = parseListQueryLenient(await searchParams);
  const first = await listCallResults(query);
  return (
    <PlainCallsTable
      initialCalls={first.data}
      initialQuery={{ page: query.page, pageSize: query.pageSize, sortBy: query.sortBy, sortOrder: query.sortOrder }}
    />
  );
}
