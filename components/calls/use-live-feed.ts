"use client";
// The refreshes of a live view (issue #14), while Live is on: this code loads only then
// (components/calls/live-switch.tsx). Each newer page goes to the view (use-live-calls.ts)
// with the merge that fits it, which holds new calls back while the user is working in the
// table (focus or pointer in it, or scrolled past its top); Refresh alone needs none of this.
import { useEffect, useRef, useState } from "react";
import { type ListQuery, listQueryKey } from "@/lib/call-results/list-query";
import type { CallResult, ListResponse } from "@/lib/call-results/schemas";
import { liveAnnouncement, mergeLive } from "@/lib/client/live-merge";
import type { LiveRows } from "@/lib/client/live-rows";
import { livePause, liveQuery } from "@/lib/client/live-view";
import { useTimeZone } from "@/lib/client/time-zone";
import { useLiveQuery } from "@/lib/client/use-live-query";
import { liveCallResultsOptions } from "@/lib/dashboard-api/live";

/** What a running live view tells the calls view, after each change. */
export interface LiveReport {
  /** Refreshes run: the view can be live, with its own page on screen. */
  active: boolean;
  /** The newest page a refresh brought (at first, the view's own). */
  data: ListResponse | undefined;
  updatedAt: number;
  /** A newer page merged into the rows on screen (held back while the user works in the
   * table, asked as it arrives), and what to announce of it. */
  merge: (shown: LiveRows, latest: CallResult[]) => { rows: LiveRows; said: string };
}

export interface LiveFeedInput {
  /** listQueryKey of the view (not `key`, which React keeps for itself). */
  viewKey: string;
  query: ListQuery;
  /** The view's page as the calls view fetched it (first render, filters, Refresh). */
  data: ListResponse | undefined;
  dataUpdatedAt: number;
  /** `data` is the previous query's page, kept on screen while this one loads. */
  placeholder: boolean;
  intervalSeconds: number;
  /** The table's scrolling region, once rendered. */
  table: HTMLElement | null;
  /** Called with each change while Live is on, and with undefined when it goes off. */
  onReport: (report: LiveReport | undefined) => void;
  /** Says something in the view's polite live region. */
  onAnnounce: (text: string) => void;
}

export function useLiveFeed({ viewKey: key, query, data, dataUpdatedAt, placeholder, intervalSeconds, table, onReport, onAnnounce }: LiveFeedInput) {
  const pause = livePause(query, Date.now());
  const active = pause === undefined && data !== undefined && !placeholder;
  const intervalMs = intervalSeconds * 1000;
  const { zone } = useTimeZone();
  // A relative range is resolved once, as the view goes live, and kept while it stays live.
  // In an effect: the browser's clock, never the server's, so the page hydrates as rendered.
  const wanted = pause === undefined;
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

  // Asked when a refresh arrives (a ref: hovering must not re-render a 500-row table).
  // Whether the table's top has scrolled out of view is measured only then: measured on
  // every scroll event, it forced a layout in the middle of each page change (about 30 ms of
  // a 500-row one, issue #18).
  const interacting = useRef<() => boolean>(() => false);
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

  useEffect(() => {
    const merge = (shown: LiveRows, latest: CallResult[]) => {
      const rows = mergeLive(shown, latest, interacting.current());
      return { rows, said: liveAnnouncement(rows, shown.held.length) };
    };
    onReport({ active, data: result.data, updatedAt: result.dataUpdatedAt, merge });
  }, [onReport, active, result.data, result.dataUpdatedAt]);
  useEffect(() => () => onReport(undefined), [onReport]);

  // Said once when refreshes pause, not every second of the countdown.
  const pausedKind = state.kind === "retrying" ? (state.rateLimited ? "rate limited" : "the last refresh failed") : undefined;
  useEffect(() => {
    if (pausedKind) onAnnounce(`Live updates paused: ${pausedKind}.`);
  }, [pausedKind, onAnnounce]);
  return { pause, state, since: resolved?.createdFrom };
}
