"use client";
// Which list the user was last on in this tab, the calls view or the Reviews list (with its
// query): the pages write it as they show, and calls-list.ts walks that list. Apart from
// calls-list.ts, which the player and a call's page load, so the calls view's first load
// carries only this.

// Set by the Reviews page to its query, cleared by the calls view: which list the user is on.
const FROM_REVIEWS = "calls-list:from-reviews";
// The Reviews page's zone from its link (tz=), for the way back; the list's query holds exact
// instants, so walking it needs no zone.
const REVIEWS_ZONE = "calls-list:reviews-zone";
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

/** The user is on the calls view (null) or on the Reviews list with this query (and the zone its link named): the list to walk from now on. */
export function rememberListShown(reviewsSearch: string | null, zone?: string): void {
  try {
    if (reviewsSearch === null) sessionStorage.removeItem(FROM_REVIEWS);
    else sessionStorage.setItem(FROM_REVIEWS, reviewsSearch);
    if (reviewsSearch === null || !zone) sessionStorage.removeItem(REVIEWS_ZONE);
    else sessionStorage.setItem(REVIEWS_ZONE, zone);
  } catch {
    // Storage off: the player walks the calls view.
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
