"use client";
// The rows of the calls view with live updates (issue #14). The page on screen is merged
// with each newer one: statuses change in place, and new calls slide in at the top unless
// the user is working in the table (focus or pointer in it, or scrolled past its top),
// when they wait behind a "Show N new calls" button and no row moves.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type ListQuery, listQueryKey } from "@/lib/call-results/list-query";
import type { CallResult, ListResponse } from "@/lib/call-results/schemas";
import { initialLiveRows, liveAnnouncement, livePause, liveQuery, mergeLive, showHeld } from "@/lib/client/live-view";
import { useTimeZone } from "@/lib/client/time-zone";
import { useLiveQuery } from "@/lib/client/use-live-query";
import { liveCallResultsOptions } from "@/lib/dashboard-api/live";

interface LiveCallsInput {
  /** listQueryKey of the view. */
  key: string;
  query: ListQuery;
  /** The view's page as the calls view fetched it (first render, filters, Refresh). */
  data: ListResponse | undefined;
  dataUpdatedAt: number;
  /** `data` is the previous query's page, kept on screen while this one loads. */
  placeholder: boolean;
  live: boolean;
  intervalSeconds: number;
}

export function useLiveCalls({ key, query, data, dataUpdatedAt, placeholder, live, intervalSeconds }: LiveCallsInput) {
  const pause = live ? livePause(query, Date.now()) : undefined;
  const active = live && pause === undefined && data !== undefined && !placeholder;
  const intervalMs = intervalSeconds * 1000;
  const { zone } = useTimeZone();
  // A relative range is resolved once, as the view goes live, and kept while it stays live.
  // In an effect: the browser's clock, never the server's, so the page hydrates as rendered.
  const wanted = live && pause === undefined;
  const [start, setStart] = useState<{ key: string; zone: string; at: number }>();
  useEffect(() => setStart(wanted ? { key, zone, at: Date.now() } : undefined), [wanted, key, zone]);
  const started = wanted && start?.key === key && start.zone === zone;
  const resolved = started && query.created ? liveQuery(query, start.at, zone) : undefined;
  const { queryKey, queryFn } = liveCallResultsOptions(resolved ? listQueryKey(resolved) : key, zone);
  const { result, state } = useLiveQuery({
    queryKey,
    // Always a function here: the factory never skips.
    queryFn: queryFn!,
    intervalMs,
    enabled: active,
    // Seeded with the view's own page, so the first refresh comes an interval later (never
    // with another query's page, which the view shows while this one loads).
    initialData: placeholder ? undefined : data,
    initialDataUpdatedAt: dataUpdatedAt,
  });

  // Whether the user is working in the table, asked when a refresh arrives (a ref: hovering
  // must not re-render a 500-row table). Whether the table's top has scrolled out of view is
  // measured only then: measured on every scroll event, it forced a layout in the middle of
  // each page change (about 30 ms of a 500-row one, issue #18).
  const interacting = useRef<() => boolean>(() => false);
  const [table, setTable] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!table) return;
    let focused = table.contains(document.activeElement);
    let hovered = table.matches(":hover");
    interacting.current = () => focused || hovered || table.getBoundingClientRect().top < 0;
    const onFocusIn = () => {
      focused = true;
    };
    const onFocusOut = (e: FocusEvent) => {
      focused = table.contains(e.relatedTarget as Node | null);
    };
    const onEnter = () => {
      hovered = true;
    };
    const onLeave = () => {
      hovered = false;
    };
    table.addEventListener("focusin", onFocusIn);
    table.addEventListener("focusout", onFocusOut);
    table.addEventListener("pointerenter", onEnter);
    table.addEventListener("pointerleave", onLeave);
    return () => {
      interacting.current = () => false;
      table.removeEventListener("focusin", onFocusIn);
      table.removeEventListener("focusout", onFocusOut);
      table.removeEventListener("pointerenter", onEnter);
      table.removeEventListener("pointerleave", onLeave);
    };
  }, [table]);

  // What is on screen, and the pages it was made from: `key` is unset while the view
  // shows the previous query's page, so that this query's first page replaces it.
  const [shown, setShown] = useState(() => ({
    key: placeholder ? undefined : key,
    main: data,
    live: result.data,
    rows: initialLiveRows(data?.data ?? []),
  }));
  const [announcement, setAnnouncement] = useState("");

  // A new query (or its first page) replaces the rows; a newer page of the same query, from
  // a live refresh or the view's own (Refresh), merges into them.
  const ownKey = placeholder ? undefined : key;
  if (ownKey !== shown.key || (ownKey === undefined && data !== shown.main)) {
    setShown({ key: ownKey, main: data, live: result.data, rows: initialLiveRows(data?.data ?? []) });
  } else if (data !== shown.main || (active && result.data !== shown.live)) {
    const newer = data !== shown.main ? data : result.data;
    if (newer) {
      const merged = mergeLive(shown.rows, newer.data, active && interacting.current());
      setShown({ key: ownKey, main: data, live: result.data, rows: merged });
      const said = active ? liveAnnouncement(merged, shown.rows.held.length) : "";
      if (said) setAnnouncement(said);
    } else setShown({ ...shown, main: data, live: result.data });
  }

  // Said once when refreshes pause, not every second of the countdown.
  const pausedKind = state.kind === "retrying" ? (state.rateLimited ? "rate limited" : "the last refresh failed") : undefined;
  useEffect(() => {
    if (pausedKind) setAnnouncement(`Live updates paused: ${pausedKind}.`);
  }, [pausedKind]);

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
    page: active ? (result.data ?? data) : data,
    pause,
    /** The start of the created range the live view resolved from a relative one. */
    since: resolved?.createdFrom,
    state,
    announcement,
    liveUpdatedAt: active ? result.dataUpdatedAt : 0,
    tableRef: setTable,
  };
}
