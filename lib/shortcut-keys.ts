// The letters of the pages' own keys, read by their handlers and by the keyboard help
// (components/ui/shortcuts-list.tsx), so the help names the key the handler answers to.

/** The calls view: focus the id search (components/filters/id-search.tsx). */
export const SEARCH_KEY = "/";
/** A call's page (components/call-detail/): mark reviewed (Shift: and open the next call), go to the tags, write a note. */
export const REVIEW_KEY = "r";
export const TAGS_KEY = "t";
export const NOTE_KEY = "n";
