// The calls view's own settings, kept in the URL after the list parameters: `live=1` (live
// updates), `columns` (the visible columns, when a link fixes them: a saved view does) and
// `tz` (the time zone its times, days and hours are in, so a shared link shows the same).
// Parsed apart from the list query, so that stays exactly the spec's, and a bad value is
// dropped with a notice like any other parameter. Plain TypeScript: the browser parses the
// URL with it, and the server validates saved views with the very same code.

import { isTimeZone } from "@/lib/time-zones";
import { CALL_FIELDS, type CallField } from "./call-results/fields";
import type { ParamIssue } from "./call-results/list-query";

/**
 * The calls table's columns a link can name: the spec's fields, in its order, then the
 * dashboard's own Review column (reviewed or not, score, notes; issue #30).
 */
export type ViewColumn = CallField | "review";
export const VIEW_COLUMNS: readonly ViewColumn[] = [...CALL_FIELDS.map((f) => f.key), "review"];

export interface ViewSettings {
  /** Live updates (issue #14): `live=1`. */
  live: boolean;
  /**
   * The visible columns, in VIEW_COLUMNS' order, when the URL names them
   * (`columns=callId,status,…`); undefined: the browser's own column choice.
   */
  columns?: ViewColumn[];
  /** The view's IANA time zone (`tz=America/New_York`); undefined: the user's own setting. */
  tz?: string;
}

export const DEFAULT_VIEW: ViewSettings = { live: false };

/** What is wrong with a link's `tz` that names no time zone (the calls view's and the Reviews page's). */
export const TZ_PARAM_MESSAGE = "is not a known time zone: use an IANA name such as America/New_York, or UTC; times are shown in your own zone";

/** The column ids in VIEW_COLUMNS' order, without duplicates. */
function orderedColumns(ids: Iterable<string>): ViewColumn[] {
  const wanted = new Set(ids);
  return VIEW_COLUMNS.filter((key) => wanted.has(key));
}

/** Reads the view settings; a value other than the ones allowed is dropped and reported. */
export function parseViewSettings(params: URLSearchParams): { view: ViewSettings; dropped: ParamIssue[] } {
  const dropped: ParamIssue[] = [];
  const view: ViewSettings = { live: false };
  const live = params.getAll("live");
  if (live.length === 1 && live[0] === "1") view.live = true;
  else if (live.length > 0) dropped.push({ param: "live", message: "must be 1 (live updates on) or absent" });

  const columns = params.getAll("columns");
  if (columns.length > 1) dropped.push({ param: "columns", message: "must be given at most once" });
  else if (columns.length === 1) {
    const ids = columns[0]!
      .split(",")
      .map((c) => c.trim())
      .filter(Boolean);
    const unknown = ids.filter((id) => !(VIEW_COLUMNS as readonly string[]).includes(id));
    const known = orderedColumns(ids);
    // A column a newer or older version knew is left out, and the rest of the choice kept:
    // a saved view outlives the columns it was saved with.
    if (unknown.length > 0)
      dropped.push({ param: "columns", message: `names unknown columns ${unknown.map((id) => JSON.stringify(id)).join(", ")}, which are left out` });
    if (known.length > 0) view.columns = known;
    else if (unknown.length === 0) dropped.push({ param: "columns", message: "must name at least one column" });
  }
  const tz = params.getAll("tz");
  if (tz.length > 1) dropped.push({ param: "tz", message: "must be given at most once" });
  else if (tz.length === 1) {
    if (isTimeZone(tz[0]!)) view.tz = tz[0];
    else dropped.push({ param: "tz", message: TZ_PARAM_MESSAGE });
  }
  return { view, dropped };
}

/** Writes the view settings into `params` (after the list's own), in a stable order. */
export function appendViewSettings(params: URLSearchParams, view: ViewSettings): URLSearchParams {
  if (view.live) params.set("live", "1");
  if (view.columns && view.columns.length > 0) params.set("columns", orderedColumns(view.columns).join(","));
  if (view.tz) params.set("tz", view.tz);
  return params;
}
