import Link from "next/link";
import { PIVOT_NOUNS, type PivotField, pivotHref } from "@/lib/client/pivot";

interface Pivotable {
  agentId: string;
  callTaskId: string | null;
  endUserId: string | null;
}

// A call's page: links to every call of its agent, call task and end user (issue #28). The
// visible label is the accessible name without its verb, so speech input finds it by either.
export function CallPivots({ call }: { call: Pivotable }) {
  const fields = (Object.keys(PIVOT_NOUNS) as PivotField[]).filter((f) => call[f]);
  if (fields.length === 0) return null;
  return (
    <nav aria-label="Related calls" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {fields.map((field) => (
        <Link
          key={field}
          href={pivotHref(field, call[field] as string)}
          prefetch={false}
          aria-label={`Show all calls of this ${PIVOT_NOUNS[field]}`}
          className="link"
        >
          All calls of this {PIVOT_NOUNS[field]}
        </Link>
      ))}
    </nav>
  );
}
