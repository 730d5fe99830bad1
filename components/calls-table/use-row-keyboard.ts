"use client";
// Row focus in the calls table (issue #15): ↑/↓ and k/j move it, Home/End go to the first or
// last row, Enter opens the call's details, `p` plays or pauses its recording and `o` opens
// its console link.
//
// Focus is managed in the DOM, never in React state: moving it re-renders no row at all, which
// keeps a 500-row page cheap (#18). One row at a time is in the Tab order (a roving tabindex,
// so Tab comes back to the row last worked in), and so are the controls of that row only (Play,
// copy, the links): as in the APG's treegrid example, Tab goes from the focused row through its
// controls and then out of the table, not through every control of 500 rows. React renders
// every row with tabindex="-1" and never writes it again; `sync` sets the one "0" and takes the
// other rows' controls out of the Tab order after each commit. The focused row is remembered by
// call id, so it survives a live refresh that adds calls above it and a refetch; when its call
// leaves the page, the row now at its place takes over.
import { type FocusEvent, type KeyboardEvent, useRef } from "react";
import { usePlayerActions } from "@/components/audio-player/player-context";
import type { CallResult } from "@/lib/call-results/schemas";
import { isTyping } from "@/lib/client/is-typing";
import { useCan } from "@/lib/client/role";
import { isHttpUrl } from "@/lib/urls";

// What can take focus inside a cell (links, buttons, the focusable relative times).
const CONTROLS = "a[href], button, input, select, textarea, [tabindex]";

/** What the virtualized body needs to keep the focused row rendered and bring a far one in. */
export interface RowFocusHandle {
  /** Renders the row at this index (it may be outside the rendered window) so it can take focus. */
  reveal: (index: number) => void;
}

export function useRowKeyboard(calls: CallResult[]) {
  const tableRef = useRef<HTMLDivElement>(null);
  const active = useRef<{ id: string; index: number } | undefined>(undefined);
  // The row to focus once it is rendered (a virtualized page brings it in first).
  const pending = useRef<string | undefined>(undefined);
  // The element in a row that last had focus, until focus leaves the table for good: if a
  // commit removes it, focus would fall to <body>, and goes back to the focused row instead.
  const lastFocused = useRef<HTMLElement | null>(null);
  const virtual = useRef<RowFocusHandle>(null);
  const player = usePlayerActions();
  const canListen = useCan("listener");

  /** The index of the focused row in these calls: by call id, else the same place. */
  const activeIndex = (): number => {
    const a = active.current;
    if (!a || calls.length === 0) return 0;
    if (calls[a.index]?.callId === a.id) return a.index;
    const byId = calls.findIndex((c) => c.callId === a.id);
    return byId >= 0 ? byId : Math.min(a.index, calls.length - 1);
  };

  const rowElement = (id: string) => tableRef.current?.querySelector<HTMLTableRowElement>(`tbody tr[data-call-id="${CSS.escape(id)}"]`) ?? null;

  /** After a commit: the one row in the Tab order, its controls only, a pending focus, and focus lost with a removed row. */
  const sync = () => {
    const table = tableRef.current;
    const index = activeIndex();
    const call = calls[index];
    if (!table || !call) return;
    active.current = { id: call.callId, index };
    for (const el of table.querySelectorAll<HTMLElement>('tbody tr[tabindex="0"]')) if (el.dataset.callId !== call.callId) el.tabIndex = -1;
    const row = rowElement(call.callId);
    if (row) row.tabIndex = 0;
    // Controls of the other rows that are still in the Tab order (new rows, the row focus
    // just left): out of it, remembering their own tabindex.
    for (const el of table.querySelectorAll<HTMLElement>(`tbody tr[data-call-id]:not([tabindex="0"]) :is(${CONTROLS}):not([data-row-tabindex])`)) {
      el.dataset.rowTabindex = el.getAttribute("tabindex") ?? "";
      el.tabIndex = -1;
    }
    if (!row) return;
    for (const el of row.querySelectorAll<HTMLElement>("[data-row-tabindex]")) {
      const own = el.dataset.rowTabindex;
      delete el.dataset.rowTabindex;
      if (own) el.setAttribute("tabindex", own);
      else el.removeAttribute("tabindex");
    }
    const lost =
      lastFocused.current !== null && !lastFocused.current.isConnected && (document.activeElement === null || document.activeElement === document.body);
    if (pending.current === call.callId) {
      pending.current = undefined;
      // Brought in by the virtualized body, which scrolls to it itself.
      row.focus({ preventScroll: true });
    } else if (lost) row.focus();
  };

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(index, calls.length - 1));
    const call = calls[target];
    if (!call) return;
    active.current = { id: call.callId, index: target };
    const row = rowElement(call.callId);
    if (row) {
      sync();
      // Scrolled by its scroll margins, not focus's own "if needed": a row under the sticky
      // column header is on screen but hidden, and focus alone would leave it there.
      row.focus({ preventScroll: true });
      row.scrollIntoView({ block: "nearest" });
    } else {
      // Outside the virtualized window: rendered first, focused by `sync` after that commit.
      pending.current = call.callId;
      virtual.current?.reveal(target);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
    const target = e.target as HTMLElement;
    const row = target.closest<HTMLTableRowElement>("tbody tr[data-call-id]");
    if (!row) return;
    const index = Number(row.dataset.index);
    const call = calls[index];
    if (!call) return;
    const act = (action: () => void) => {
      e.preventDefault();
      action();
    };
    switch (e.key) {
      case "ArrowDown":
      case "j":
        return act(() => moveTo(index + 1));
      case "ArrowUp":
      case "k":
        return act(() => moveTo(index - 1));
      case "Home":
        return act(() => moveTo(0));
      case "End":
        return act(() => moveTo(calls.length - 1));
      case "Enter":
        // On a link or button in the row, Enter is that control's own.
        if (target !== row) return;
        // The row's own Details link, so the call's page opens as it does: in the view's zone.
        return act(() => row.querySelector<HTMLAnchorElement>('a[href^="/calls/"]')?.click());
      case "p":
        if (!call.audioAvailable || !canListen) return;
        return act(() => player.toggleCall(call.callId));
      case "o":
        // Only http(s) addresses are links (see ConsoleLink); a new tab, as the link opens.
        if (!isHttpUrl(call.detailsUrl)) return;
        return act(() => window.open(call.detailsUrl, "_blank", "noopener,noreferrer"));
    }
  };

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    const row = target.closest<HTMLTableRowElement>("tbody tr[data-call-id]");
    if (!row?.dataset.callId) return;
    lastFocused.current = target;
    active.current = { id: row.dataset.callId, index: Number(row.dataset.index) };
    sync();
  };

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    const left = e.target as HTMLElement;
    const table = e.currentTarget;
    // Decided after the commit under way: a row removed by it must still count as focused
    // when `sync` runs in that commit's layout effects.
    queueMicrotask(() => {
      if (left.isConnected && !table.contains(document.activeElement)) lastFocused.current = null;
    });
  };

  return { tableRef, virtual, activeIndex, sync, onKeyDown, onFocus, onBlur };
}
