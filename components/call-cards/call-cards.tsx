"use client";
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

// The calls table on phones: the same rows, in the same order, as a list of cards.
// Loaded only on phone-sized screens (calls-view imports it with next/dynamic).
export function CallCards({ calls, pageSize, busy, highlighted, regionRef }: CallCardsProps) {
  if (!calls) return <CallCardsSkeleton rows={pageSize} />;
  return (
    <ol
      ref={regionRef}
      tabIndex={-1}
      aria-label="Call results"
      aria-busy={busy}
      className={`space-y-3 transition-opacity focus-ring ${busy ? "opacity-60" : ""}`}
    >
      {calls.map((call) => (
        <li key={call.callId}>
          <CallCard call={call} highlighted={highlighted?.has(call.callId) ?? false} />
        </li>
      ))}
    </ol>
  );
}
