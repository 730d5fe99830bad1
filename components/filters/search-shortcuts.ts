/** The calls view's key that focuses the id search (id-search.tsx), listed in the keyboard help. */
export const SEARCH_KEY = "/";

export const SEARCH_SHORTCUTS: Array<[string, string]> = [[SEARCH_KEY, "Focus the id search (when focus is not in a field)"]];
