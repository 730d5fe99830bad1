"use client";
import Link from "next/link";
import { type ListedCall, rememberPosition } from "@/lib/client/calls-list";
import type { Neighbour } from "@/lib/client/list-neighbours";
import { callHref } from "@/lib/urls";
import type { CallNeighbours } from "./use-call-neighbours";

const skips = (n: number) => (n === 0 ? null : <span className="text-slate-600"> (skips {n} without a recording)</span>);

// "Previous call", "Next call" and "Next unreviewed" in the list the user came from, the calls
// view or the Reviews list (its filters and order, across its pages; lib/client/calls-list.ts),
// past calls without a recording as the player's Next goes, and saying how many it passes.
// Nothing when the call is not in that list (a shared link, say), and plain text where the list ends.
export function CallListNeighbours({ found, tz }: { found: CallNeighbours | undefined; tz: string | undefined }) {
  if (!found || found.previous.kind === "missing") return null;
  const link = (neighbour: Neighbour<ListedCall>, label: string, arrow: "←" | "→", end: string) => {
    if (neighbour.kind !== "call") return <span className="text-slate-600">{neighbour.kind === "far" ? `No ${label.toLowerCase()} nearby` : end}</span>;
    const { call, page, skipped } = neighbour;
    return (
      <span>
        <Link href={callHref(call.callId, { tz })} onClick={() => rememberPosition(found.list, call.callId, page)} className="rounded link">
          {arrow === "←" && <span aria-hidden="true">← </span>}
          {label}
          {arrow === "→" && <span aria-hidden="true"> →</span>}
        </Link>
        {skips(skipped)}
      </span>
    );
  };
  return (
    <nav aria-label="Calls in the list" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {link(found.previous, "Previous call", "←", "First call with a recording in the list")}
      {link(found.next, "Next call", "→", "Last call with a recording in the list")}
      {link(found.nextUnreviewed, "Next unreviewed", "→", "No unreviewed call after this one")}
    </nav>
  );
}
