"use client";
import Link from "next/link";
import type { MouseEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { PIVOT_NOUNS, type PivotField, pivotHref } from "@/lib/client/pivot";

// An agent, call task or end user shown in the calls view's rows and cards: the icon adds it to
// the view's filters (issue #38: it used to replace them, and scroll to the top). A plain click
// on the calls view changes the URL in place, as every filter does (lib/client/use-list-query-state.ts):
// the other filters stay, the page goes back to 1, nothing scrolls, and focus stays where it
// is. Other clicks (a new tab) and other pages follow the link, the calls of that one alone,
// as a call's page's "All calls of this agent" (components/ui/call-pivots.tsx) does.
function addToView(event: MouseEvent<HTMLAnchorElement>, field: PivotField, value: string) {
  if (window.location.pathname !== "/" || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const params = new URLSearchParams(window.location.search);
  params.set(field, value);
  params.delete("page");
  window.history.pushState(null, "", `?${params}`);
}

export function PivotLink({ field, value }: { field: PivotField; value: string | null | undefined }) {
  if (!value) return null;
  const name = `Filter the calls by this ${PIVOT_NOUNS[field]}`;
  return (
    <Link
      href={pivotHref(field, value)}
      prefetch={false}
      onClick={(e) => addToView(e, field, value)}
      aria-label={name}
      title={`${name} (${value})`}
      className="pivot-link"
    >
      <Icon name="filter" className="size-3.5" />
    </Link>
  );
}
