"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { callsViewHref, markReturn } from "@/lib/client/calls-view-back";
import { reviewsHrefShown } from "@/lib/client/reviews-shown";

// "← All calls" back to the exact view the user came from: filters, sort, page and scroll
// (lib/client/calls-view-return.ts); "← Reviews" back to the Reviews list with its filters
// and the zone its link named
// when that is the list the user came from (the one the player and the neighbours walk,
// lib/client/calls-list.ts). "/" on the server render; the remembered view once the browser
// says. The call's page (components/call-detail) places it.
export function BackToCalls() {
  const [back, setBack] = useState({ href: "/", label: "All calls" });
  useEffect(() => {
    const reviews = reviewsHrefShown();
    setBack(reviews !== null ? { href: reviews, label: "Reviews" } : { href: callsViewHref(), label: "All calls" });
    // The browser's back button returns to the same view: its scroll is restored as this link's is.
    window.addEventListener("popstate", markReturn);
    return () => window.removeEventListener("popstate", markReturn);
  }, []);
  return (
    <Link href={back.href} onClick={markReturn} className="text-sm link">
      ← {back.label}
    </Link>
  );
}
