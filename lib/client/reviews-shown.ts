"use client";
// The Reviews list as the list last seen in this tab (list-shown.ts writes it): read by
// calls-list.ts and a call's way back, never by the calls view, whose first load leaves it out.
import { FROM_REVIEWS, REVIEWS_ZONE } from "./list-shown";

// An IANA zone name is short; a longer stored value was not written by this code.
const ZONE_MAX = 64;
// A Reviews query is a few short filters; a longer stored value was not written by this code.
const SEARCH_MAX = 2048;

/** The Reviews list's query when it is the list last seen in this tab, else null (the calls view). */
export function reviewsSearchShown(): string | null {
  try {
    const search = sessionStorage.getItem(FROM_REVIEWS);
    return search !== null && search.length <= SEARCH_MAX ? search : null;
  } catch {
    return null;
  }
}

/** The way back to the Reviews list last seen in this tab, its zone included; null when the calls view was. */
export function reviewsHrefShown(): string | null {
  const search = reviewsSearchShown();
  if (search === null) return null;
  const params = new URLSearchParams(search);
  try {
    const zone = sessionStorage.getItem(REVIEWS_ZONE);
    if (zone && zone.length <= ZONE_MAX) params.set("tz", zone);
  } catch {
    // Storage off: the list in the user's own zone.
  }
  const query = params.toString();
  return `/reviews${query ? `?${query}` : ""}`;
}
