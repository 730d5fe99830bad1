"use client";
import Link from "next/link";
import { formatCount } from "@/lib/format";
import { useWithEvaluationParams } from "./kept-evaluation-params";

// Previous and next page of the Reviews list, as links that keep the filters in the URL.
export function ReviewsPaging({ search, page, pageSize, total }: { search: string; page: number; pageSize: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const withEvaluations = useWithEvaluationParams();
  const link = (to: number) => {
    const params = withEvaluations(search);
    if (to === 1) params.delete("page");
    else params.set("page", String(to));
    return `/reviews?${params}`;
  };
  return (
    <nav aria-label="Reviews pages" className="flex items-center gap-3 text-sm">
      <span>
        {formatCount(total)} {total === 1 ? "call" : "calls"} · page {formatCount(page)} of {formatCount(pages)}
      </span>
      {page > 1 && (
        <Link href={link(page - 1)} className="link">
          Previous page
        </Link>
      )}
      {page < pages && (
        <Link href={link(page + 1)} className="link">
          Next page
        </Link>
      )}
    </nav>
  );
}
