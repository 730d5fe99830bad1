"use client";
// The rows of the calls view (issue #14). A newer page of the view's own fetch (Refresh)
// replaces the page on screen, its new calls highlighted. With Live on, the live view
// (use-live-feed.ts, whose code loads only then, and which reports here) merges each newer
// page instead: statuses change in place, and new calls slide in at the top unless the user
// is working in the table, when they wait behind a "Show N new calls" button and no row moves.
import { useCallback, useMemo, useState } from "react";
import type { CallResult, ListResponse } from "@/lib/call-results/schemas";
import { initialLiveRows, refreshRows, showHeld } from "@/lib/client/live-rows";
import type { LiveReport } from "./use-live-feed";

interface LiveCallsInput {
  /** listQueryKey of the view. */
  key: string;
  /** The view's page as the calls view fetched it (first render, filters, Refresh). */
  data: ListResponse | undefined;
  /** `data` is the previous query's page, kept on screen while this one loads. */
  placeholder: boolean;
}

export function useLiveCalls({ key, data, placeholder }: LiveCallsInput) {
  // Set by the live view while Live is on.
  const [feed, setFeed] = useState<LiveReport>();
  const active = feed?.active === true;
  const liveData = feed?.data;
  const [table, setTable] = useState<HTMLElement | null>(null);

  // What is on screen, and the pages it was made from: `key` is unset while the view
  // shows the previous query's page, so that this query's first page replaces it.
  const [shown, setShown] = useState(() => ({
    key: placeholder ? undefined : key,
    main: data,
    live: liveData,
    rows: initialLiveRows(data?.data ?? []),
  }));
  const [announcement, setAnnouncement] = useState("");

  // A new query (or its first page) replaces the rows; a newer page of the same query, from
  // a live refresh or the view's own (Refresh), merges into them.
  const ownKey = placeholder ? undefined : key;
  if (ownKey !== shown.key || (ownKey === undefined && data !== shown.main)) {
    setShown({ key: ownKey, main: data, live: liveData, rows: initialLiveRows(data?.data ?? []) });
  } else if (data !== shown.main || (active && liveData !== shown.live)) {
    const newer = data !== shown.main ? data : liveData;
    if (newer) {
      const { rows, said } = active ? feed.merge(shown.rows, newer.data) : { rows: refreshRows(shown.rows, newer.data), said: "" };
      setShown({ key: ownKey, main: data, live: liveData, rows });
      if (said) setAnnouncement(said);
    } else setShown({ ...shown, main: data, live: liveData });
  }

  const letHeldIn = useCallback(() => {
    setShown((s) => ({ ...s, rows: showHeld(s.rows) }));
    table?.focus();
  }, [table]);

  const rows: CallResult[] = shown.rows.rows;
  // The same set while the rows stand, so the memoized table skips renders of the view.
  const added = useMemo(() => new Set(shown.rows.added), [shown.rows.added]);
  return {
    rows,
    added,
    held: shown.rows.held.length,
    letHeldIn,
    /** The page the pagination counts from: the newest one while live. */
    page: active ? (liveData ?? data) : data,
    announcement,
    liveUpdatedAt: active ? feed.updatedAt : 0,
    table,
    tableRef: setTable,
    /** For the live view to report to (use-live-feed.ts), and to say what it does. */
    report: setFeed,
    announce: setAnnouncement,
  };
}
