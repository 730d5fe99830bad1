"use client";
import Link from "next/link";
import type { MouseEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { PIVOT_NOUNS, type PivotField, pivotHref } from "@/lib/client/pivot";

// "All calls of this one": the API filters by ids only, so an agent, call task or end user
// shown anywhere leads to the calls view filtered by it (issue #28). The visible label is an
// icon; the accessible name says where it goes, the same in the table, the cards and a call's page.
// On the calls view itself, a plain click changes the URL in place as every filter does
// (lib/client/use-list-query-state.ts): no server round trip. Other clicks (new tab) and other
// pages follow the link.
function inPlace(event: MouseEvent<HTMLAnchorElement>) {
  if (window.location.pathname !== "/" || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.history.pushState(null, "", event.currentTarget.href);
  window.scrollTo({ top: 0 });
}

export function PivotLink({ field, value }: { field: PivotField; value: string | null | undefined }) {
  if (!value) return null;
  const name = `Show all calls of this ${PIVOT_NOUNS[field]}`;
  return (
    <Link href={pivotHref(field, value)} prefetch={false} onClick={inPlace} aria-label={name} title={`${name} (${value})`} className="pivot-link">
      <Icon name="filter" className="size-3.5" />
    </Link>
  );
}
