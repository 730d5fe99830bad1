"use client";
// Which list the user was last on in this tab, the calls view or the Reviews list (with its
// query): the pages write it as they show (this), and calls-list.ts walks that list, reading
// it through reviews-shown.ts. Apart from those, which the player and a call's page load, so
// the calls view's first load carries only this.

// Set by the Reviews page to its query, cleared by the calls view: which list the user is on.
export const FROM_REVIEWS = "calls-list:from-reviews";
// The Reviews page's zone from its link (tz=), for the way back; the list's query holds exact
// instants, so walking it needs no zone.
export const REVIEWS_ZONE = "calls-list:reviews-zone";

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
