"use client";
import dynamic from "next/dynamic";
import type { CallResult } from "@/lib/call-results/schemas";
import { CallCard } from "./call-card";
import { CallCardsSkeleton } from "./call-cards-skeleton";

interface CallCardsProps {
  /** The page's calls, or undefined while the first page loads. */
  calls: CallResult[] | undefined;
  pageSize: number;
  busy: boolean;
  /** Calls that just arrived in a live view: they slide in with a brief highlight. */
  highlighted?: ReadonlySet<string>;
  /** The list, for the live view to see whether the user works in it (and to focus it). */
  regionRef?: (el: HTMLElement | null) => void;
}

// As the table does: up to this many calls render in full, larger pages only near the viewport.
const VIRTUALIZE_ABOVE = 100;
const VirtualCards = dynamic(() => import("./virtual-cards").then((m) => m.VirtualCards));

// The calls table on phones: the same rows, in the same order, as a list of cards.
// Loaded only on phone-sized screens (calls-view imports it with next/dynamic).
export function CallCards({ calls, pageSize, busy, highlighted, regionRef }: CallCardsProps) {
  if (!calls) return <CallCardsSkeleton rows={pageSize} />;
  // The gap is the item's own padding, so the virtual list measures it with the card.
  const renderCard = (i: number, ref?: (el: HTMLLIElement | null) => void) => {
    const call = calls[i]!;
    return (
      <li key={call.callId} ref={ref} data-index={i} aria-setsize={calls.length} aria-posinset={i + 1} className="pb-3">
        <CallCard call={call} highlighted={highlighted?.has(call.callId) ?? false} />
      </li>
    );
  };
  return (
    <ol ref={regionRef} tabIndex={-1} aria-label="Call results" aria-busy={busy} className={`transition-opacity focus-ring ${busy ? "opacity-60" : ""}`}>
      {calls.length > VIRTUALIZE_ABOVE ? (
        <VirtualCards count={calls.length} cardKey={(i) => calls[i]?.callId ?? String(i)} renderCard={renderCard} />
      ) : (
        calls.map((_, i) => renderCard(i))
      )}
    </ol>
  );
}
