"use client";
import dynamic from "next/dynamic";
import { type ReactNode, useMemo } from "react";
import { CallsTable } from "@/components/calls-table/calls-table";
import { PICKABLE_COLUMNS } from "@/components/calls-table/columns";
import { PaginationBar } from "@/components/calls-table/pagination-bar";
import { ReviewMarksProvider } from "@/components/review-marks/review-marks";
import type { SortBy } from "@/lib/call-results/constants";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { ListResponse } from "@/lib/call-results/schemas";
import type { ErrorView } from "@/lib/client/error-view";
import { PHONE_QUERY, usePhoneLayout } from "@/lib/client/use-phone-layout";
import { EmptyState, ErrorState, PastEnd, ShowNewCalls, TableSkeleton } from "./on-demand-parts";
import type { useLiveCalls } from "./use-live-calls";

// Phones get cards instead of the table; their code loads only there, fetched as soon as this module
// runs on a phone, not after hydration (a failed fetch is a missed head start: the render retries).
const loadCards = () => import("@/components/call-cards/call-cards");
if (typeof window !== "undefined" && window.matchMedia(PHONE_QUERY).matches) loadCards().catch(() => undefined);
// As tall as the screen: the cards that replace it fill it, so the paging bar below is never
// seen jumping down (it did, by 585 px, a layout shift of 0.15 on every phone load).
const cardsLoading = <p className="panel cards-loading">Loading calls…</p>;
const CallCards = dynamic(() => loadCards().then((m) => m.CallCards), { loading: () => cardsLoading });
// Paging: the old rows stay on screen until the new page arrives, so the top is where it will be.
// With the Review column hidden, its marks are not asked for.
const NO_IDS: string[] = [];
const toTop = () => document.getElementById("results")?.scrollIntoView({ block: "start" });

interface CallsContentProps {
  query: ListQuery;
  data: ListResponse | undefined;
  error: ErrorView | undefined;
  /** Changes with each failure, so a new one remounts the error view. */
  errorKey: string;
  retry: () => void;
  fetching: boolean;
  live: ReturnType<typeof useLiveCalls>;
  visibility: Record<string, boolean>;
  hasFilters: boolean;
  onClear: () => void;
  onSort: (sortBy: SortBy) => void;
  update: (patch: Partial<ListQuery>) => void;
}

// The results (rows, or the state standing in for them) and the pages. The skip link's
// target (components/layout/skip-link.tsx); paging brings its top into view.
export function CallsContent({ query, data, error, errorKey, retry, fetching, live, visibility, hasFilters, onClear, onSort, update }: CallsContentProps) {
  // Null until the browser says (the server render and hydration): then CSS decides, so a
  // phone's first paint shows a placeholder where the cards will be, never a wide table.
  const phone = usePhoneLayout();
  const callIds = useMemo(() => live.rows.map((c) => c.callId), [live.rows]);
  // The list the rows on screen belong to: it follows the data (kept while the next list
  // loads), so a live refresh keeps it and new filters, sort or page change it (calls-table.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query of the data shown, read when that data arrives.
  const listKey = useMemo(() => JSON.stringify(query), [data]);
  const wide = (table: ReactNode) => (
    <>
      <div className={phone === null ? "phone:hidden" : undefined}>{table}</div>
      {phone === null && <div className="hidden phone:block">{cardsLoading}</div>}
    </>
  );

  let content: ReactNode;
  if (error && !(data && fetching)) {
    content = <ErrorState key={errorKey} {...error} onRetry={retry} />;
  } else if (!data) {
    const labels = PICKABLE_COLUMNS.filter(({ id }) => visibility[id] !== false).map(({ label }) => label);
    content = phone ? <CallCards calls={undefined} pageSize={query.pageSize} busy /> : wide(<TableSkeleton columns={labels} rows={query.pageSize} />);
  } else if (data.data.length === 0 && data.pagination.total === 0) {
    content = <EmptyState hasFilters={hasFilters} onClear={onClear} />;
  } else if (data.data.length === 0) {
    content = <PastEnd page={query.page} totalPages={data.pagination.totalPages} onLast={() => update({ page: data.pagination.totalPages })} />;
  } else {
    content = (
      <>
        {live.held > 0 && <ShowNewCalls count={live.held} onShow={live.letHeldIn} />}
        {phone ? (
          // A card has no column picker: it always shows the review mark.
          <ReviewMarksProvider callIds={callIds}>
            <CallCards calls={live.rows} pageSize={query.pageSize} busy={fetching} highlighted={live.added} regionRef={live.tableRef} />
          </ReviewMarksProvider>
        ) : (
          wide(
            <ReviewMarksProvider callIds={visibility.review === false ? NO_IDS : callIds}>
              <CallsTable
                calls={live.rows}
                listKey={listKey}
                sortBy={query.sortBy}
                sortOrder={query.sortOrder}
                onSort={onSort}
                visibility={visibility}
                busy={fetching}
                highlighted={live.added}
                regionRef={live.tableRef}
                firstRow={(query.page - 1) * query.pageSize}
                total={data.pagination.total}
              />
            </ReviewMarksProvider>,
          )
        )}
      </>
    );
  }

  return (
    <div id="results" tabIndex={-1} className="results">
      {content}
      {data && (data.data.length > 0 || data.pagination.total > 0) && (
        <PaginationBar
          page={query.page}
          pageSize={query.pageSize}
          total={data.pagination.total}
          totalPages={data.pagination.totalPages}
          shown={data.data.length}
          onPage={(page) => {
            update({ page });
            toTop();
          }}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      )}
    </div>
  );
}
