// The rules of a saved view (issue #15): a name, and a named URL of the calls view. Plain
// TypeScript, so the save dialog checks a name as the server will, and the server checks
// the saved query with the very parsers that read the browser's URL.
import { textProblem } from "@/lib/text-input";
import { LIST_QUERY_DEFAULTS, listQueryToSearchParams, type ParamIssue, parseListQuery } from "../call-results/list-query";
import { appendViewSettings, parseViewSettings } from "../view-settings";

const VIEW_NAME_MAX = 80;
/** Longer than any query the calls view writes (every filter, 18 columns) by a wide margin. */
const VIEW_SEARCH_MAX = 2000;
/** Views per owner: each user's own, and the shared ones together. */
export const VIEWS_PER_OWNER = 100;

export type ViewScope = "personal" | "shared";

export interface SavedView {
  id: string;
  name: string;
  scope: ViewScope;
  /** The query string of the calls view, without "?". */
  search: string;
}

/** What is wrong with a name (already trimmed), or null. Lengths count characters, not UTF-16 units. */
export function viewNameProblem(name: string): string | null {
  const length = Array.from(name).length;
  if (length === 0) return "Name must not be empty.";
  if (length > VIEW_NAME_MAX) return `Name is ${length} characters long; at most ${VIEW_NAME_MAX} are allowed.`;
  const wrong = textProblem(name);
  if (wrong) return `Name ${wrong}.`;
  return null;
}

/**
 * The canonical query string of a view to save, or what is wrong with it. Strict, unlike
 * opening a link: a view is saved only when every parameter is valid now. The page is not
 * kept (a view opens at its first page), defaults are left out and the order is fixed, so
 * the same view always gives the same string.
 */
export function canonicalViewSearch(search: string): { search: string } | { issues: ParamIssue[] } {
  const params = new URLSearchParams(search.replace(/^\?/, ""));
  // A relative range stays relative: the view opens on the last 24 hours of the day it is opened.
  const list = parseListQuery(params, { relative: true, index: true });
  const settings = parseViewSettings(params);
  const issues = [...(list.success ? [] : list.issues), ...settings.dropped];
  if (issues.length > 0 || !list.success) return { issues };
  const canonical = appendViewSettings(listQueryToSearchParams({ ...list.data, page: LIST_QUERY_DEFAULTS.page }), settings.view).toString();
  if (canonical.length > VIEW_SEARCH_MAX)
    return { issues: [{ param: "search", message: `is ${canonical.length} characters long; at most ${VIEW_SEARCH_MAX} are allowed` }] };
  return { search: canonical };
}

/** Opens the unfiltered calls view even when a start view is set (see app/(dashboard)/page.tsx). */
export const DEFAULT_VIEW_HREF = "/?view=default";

/** Where a view opens: a view of the defaults at DEFAULT_VIEW_HREF, since a bare `/` may open the start view. */
export function viewHref(search: string): string {
  return search ? `/?${search}` : DEFAULT_VIEW_HREF;
}
