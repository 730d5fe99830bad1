"use client";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { type CallsList, type ListedCall, pageHint, rememberedList, rememberPosition } from "@/lib/client/calls-list";
import { findNeighbour, type Neighbour } from "@/lib/client/list-neighbours";
import { useTimeZone } from "@/lib/client/time-zone";

const LINK = "rounded link";

// "Previous call" and "Next call" in the list the user came from, the calls view or the Reviews
// list (its filters and order, across its pages; lib/client/calls-list.ts). Nothing when the call is not in that
// list (a shared link, say), and plain text where the list ends.
export function CallListNeighbours({ callId }: { callId: string }) {
  const queryClient = useQueryClient();
  const { zone } = useTimeZone();
  const [found, setFound] = useState<{ callId: string; list: CallsList; previous: Neighbour<ListedCall>; next: Neighbour<ListedCall> }>();
  useEffect(() => {
    let current = true;
    const list = rememberedList();
    const pages = list.pages(queryClient, zone);
    const from = { callId, page: pageHint(list, callId) };
    Promise.all([findNeighbour(pages, from, -1), findNeighbour(pages, from, 1)]).then(
      ([previous, next]) => current && setFound({ callId, list, previous, next }),
      // The list could not be read: the page stands without the links.
      () => current && setFound(undefined),
    );
    return () => {
      current = false;
    };
  }, [callId, queryClient, zone]);

  if (!found || found.callId !== callId || found.previous.kind === "missing") return null;
  const link = (neighbour: Neighbour<ListedCall>, label: string, arrow: "←" | "→") => {
    if (neighbour.kind !== "call") return <span className="text-slate-600">{arrow === "←" ? "First call in the list" : "Last call in the list"}</span>;
    const { call, page } = neighbour;
    return (
      <Link href={`/calls/${encodeURIComponent(call.callId)}`} onClick={() => rememberPosition(found.list, call.callId, page)} className={LINK}>
        {arrow === "←" && <span aria-hidden="true">← </span>}
        {label}
        {arrow === "→" && <span aria-hidden="true"> →</span>}
      </Link>
    );
  };
  return (
    <nav aria-label="Calls in the list" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {link(found.previous, "Previous call", "←")}
      {link(found.next, "Next call", "→")}
    </nav>
  );
}
