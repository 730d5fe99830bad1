"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { callsViewHref, markReturn } from "@/lib/client/calls-view-return";

// "← All calls" back to the exact view the user came from: filters, sort, page and scroll
// (lib/client/calls-view-return.ts). "/" on the server render; the remembered view once the
// browser says. The call's page (components/call-detail) places it.
export function BackToCalls() {
  const [href, setHref] = useState("/");
  useEffect(() => {
    setHref(callsViewHref());
    // The browser's back button returns to the same view: its scroll is restored as this link's is.
    window.addEventListener("popstate", markReturn);
    return () => window.removeEventListener("popstate", markReturn);
  }, []);
  return (
    <Link href={href} onClick={markReturn} className="text-sm text-sky-800 underline-offset-2 hover:underline focus-ring">
      ← All calls
    </Link>
  );
}
