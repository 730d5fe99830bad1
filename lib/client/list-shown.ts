"use client";
// Which list the user was last on in this tab, the calls view or the Reviews list (with its
// query): the pages write it as they show, and calls-list.ts walks that list. Apart from
// calls-list.ts, which the player and a call's page load, so the calls view's first load
// carries only this.

// Set by the Reviews page to its query, cleared by the calls view: which list the user is on.
const FROM_REVIEWS = "calls-list:from-reviews";
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

/** The user is on the calls view (null) or on the Reviews list with this query: the list to walk from now on. */
export function rememberListShown(reviewsSearch: string | null): void {
  try {
    if (reviewsSearch === null) sessionStorage.removeItem(FROM_REVIEWS);
    else sessionStorage.setItem(FROM_REVIEWS, reviewsSearch);
  } catch {
    // Storage off: the player walks the calls view.
  }
}
