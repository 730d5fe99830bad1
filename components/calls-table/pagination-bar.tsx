"use client";
import { Icon, type IconName } from "@/components/ui/icon";
import { InlineSelect } from "@/components/ui/inline-select";
import { PAGER_FORM } from "@/components/ui/kept-params";
import { formatCount } from "@/lib/format";

const PAGE_SIZE_OPTIONS = [20, 50, 100, 200, 500];

interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  shown: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

// A GET form with the view's other parameters, so paging works before the scripts run and
// without them: the page buttons send `page`, and rows per page sends itself on change (by
// the early-choices script until hydration; components/layout/early-choices.tsx).
export function PaginationBar({ page, pageSize, total, totalPages, shown, onPage, onPageSize }: PaginationBarProps) {
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  const lastPage = Math.max(1, totalPages);
  // A page size set by hand in the URL stays selectable.
  const options = PAGE_SIZE_OPTIONS.includes(pageSize) ? PAGE_SIZE_OPTIONS : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);
  const nav = (label: string, icon: IconName, target: number, disabled: boolean) => (
    <button type="submit" name="page" value={target} aria-label={label} title={label} disabled={disabled} onClick={() => onPage(target)} className="icon-btn">
      <Icon name={icon} />
    </button>
  );
  return (
    <nav aria-label="Pagination">
      <form id={PAGER_FORM} method="get" action="/" className="bar text-sm" onSubmit={(e) => e.preventDefault()}>
        <InlineSelect
          name="pageSize"
          data-submit-on-change=""
          label="Rows per page"
          labelClassName="text-slate-700"
          boxClassName="gap-2"
          options={options.map((n) => [n, n] as const)}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="field py-1"
        />
        <p className="text-slate-700" aria-live="polite">
          <span className="tabular-nums">
            {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
          </span>
          <span className="mx-2 text-slate-400" aria-hidden="true">
            ·
          </span>
          <span className="tabular-nums">
            Page {formatCount(page)} of {formatCount(lastPage)}
          </span>
        </p>
        <div className="flex items-center gap-1">
          {nav("First page", "chevrons-left", 1, page <= 1)}
          {nav("Previous page", "chevron-left", Math.min(page - 1, lastPage), page <= 1)}
          {nav("Next page", "chevron-right", page + 1, page >= lastPage)}
          {nav("Last page", "chevrons-right", lastPage, page >= lastPage)}
        </div>
        <noscript>
          <button type="submit" className="btn btn-compact">
            Show
          </button>
        </noscript>
      </form>
    </nav>
  );
}
