// The list query of spec §4.1 with every constraint and default, and its conversion to
// and from URLSearchParams. The same parser reads the browser's URL, the dashboard's API
// route and the demo service's own query string. It is plain TypeScript (no zod) because
// the browser runs it too, on every back/forward.
import { textProblem } from "@/lib/text-input";
import { type CreatedPreset, readCreatedPreset } from "../created-range";
import {
  CALL_STATUSES,
  type CallStatus,
  FILTER_PARAMS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SORT_FIELDS,
  SORT_ORDERS,
  type SortBy,
  type SortOrder,
} from "./constants";
import { endsBeforeStart, isIsoDateTime } from "./date-time";
import { INDEX_FILTER_PARAMS, type IndexFilters, readIndexFilters, writeIndexFilters } from "./index-filters";

/** The service's list query (§4.1); the dashboard's own views add the call index's filters (index-filters.ts). */
export interface ListQuery extends IndexFilters {
  callTaskId?: string;
  callId?: string;
  endUserId?: string;
  agentId?: string;
  /** One or more statuses, without duplicates. */
  status?: CallStatus[];
  /** ISO 8601 date-times, with or without an offset. */
  createdFrom?: string;
  createdTo?: string;
  /** A relative created range by name (`created=24h`), resolved at each request (created-range.ts); never sent upstream. */
  created?: CreatedPreset;
  page: number;
  pageSize: number;
  sortBy: SortBy;
  sortOrder: SortOrder;
}
export type ListQueryInput = Partial<ListQuery>;

export const LIST_QUERY_DEFAULTS: Readonly<Pick<ListQuery, "page" | "pageSize" | "sortBy" | "sortOrder">> = {
  page: 1,
  pageSize: PAGE_SIZE_DEFAULT,
  sortBy: "createdAt",
  sortOrder: "desc",
};

export const LIST_QUERY_PARAMS = [...FILTER_PARAMS, "page", "pageSize", "sortBy", "sortOrder"] as const;

export interface ParamIssue {
  param: string;
  message: string;
}

export type ParseResult = { success: true; data: ListQuery } | { success: false; issues: ParamIssue[] };

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** The dashboard's own views also read `created=<preset>` (`relative`) and the index's filters (`index`); the spec's list, neither. */
export interface ParseOptions {
  relative?: boolean;
  index?: boolean;
}

function readAll(raw: RawParams, name: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(name);
  const value = raw[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const WHOLE_NUMBER = /^\d{1,9}$/;
const DATE_TIME_MESSAGE = "must be an ISO 8601 date-time, e.g. 2026-01-31T09:00:00Z";

function oneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * Parses query parameters (URLSearchParams, or Next's searchParams object) into a
 * ListQuery. Unknown parameters are ignored; every bad known one is reported by name.
 */
export function parseListQuery(raw: RawParams, options: ParseOptions = {}): ParseResult {
  const issues: ParamIssue[] = [];
  const query: ListQuery = { ...LIST_QUERY_DEFAULTS };
  const problem = (param: string, message: string) => issues.push({ param, message });

  for (const param of LIST_QUERY_PARAMS) {
    const values = readAll(raw, param);
    if (values.length === 0) continue;
    if (param === "status") {
      // Both `status=a,b` and `status=a&status=b` select several statuses.
      const tokens = values.flatMap((v) => v.split(",")).map((t) => t.trim());
      const unknown = tokens.filter((t) => !oneOf(CALL_STATUSES, t));
      if (unknown.length > 0) {
        problem(param, `unknown status ${unknown.map((t) => JSON.stringify(t)).join(", ")}; use a comma-separated list of ${CALL_STATUSES.join(", ")}`);
      } else {
        query.status = [...new Set(tokens as CallStatus[])];
      }
      continue;
    }
    if (values.length > 1) {
      problem(param, "must be given at most once");
      continue;
    }
    const value = values[0]!;
    switch (param) {
      case "callTaskId":
      case "callId":
      case "endUserId":
      case "agentId":
        if (value.length < 1) problem(param, "must not be empty");
        else if (textProblem(value)) problem(param, textProblem(value)!);
        else query[param] = value;
        break;
      case "createdFrom":
      case "createdTo":
        if (!isIsoDateTime(value)) problem(param, DATE_TIME_MESSAGE);
        else query[param] = value;
        break;
      case "page":
      case "pageSize": {
        const n = Number(value);
        if (!WHOLE_NUMBER.test(value)) problem(param, `must be a whole number, got ${JSON.stringify(value)}`);
        else if (param === "page" && n < 1) problem(param, "must be 1 or more");
        else if (param === "pageSize" && (n < 1 || n > PAGE_SIZE_MAX)) problem(param, `must be between 1 and ${PAGE_SIZE_MAX}`);
        else query[param] = n;
        break;
      }
      case "sortBy":
        if (!oneOf(SORT_FIELDS, value)) problem(param, `must be one of ${SORT_FIELDS.join(", ")}`);
        else query.sortBy = value;
        break;
      case "sortOrder":
        if (!oneOf(SORT_ORDERS, value)) problem(param, `must be one of ${SORT_ORDERS.join(", ")}`);
        else query.sortOrder = value;
        break;
    }
  }
  if (query.createdFrom && query.createdTo && endsBeforeStart(query.createdFrom, query.createdTo)) {
    problem("createdTo", "must not be before createdFrom");
  }
  if (options.relative) {
    const created = readCreatedPreset(readAll(raw, "created"), readAll(raw, "createdFrom").length + readAll(raw, "createdTo").length > 0);
    if ("problem" in created) problem("created", created.problem);
    else if (created.preset) query.created = created.preset;
  }
  if (options.index)
    Object.assign(
      query,
      readIndexFilters((name) => readAll(raw, name), problem),
    );
  return issues.length > 0 ? { success: false, issues } : { success: true, data: query };
}

/**
 * Like parseListQuery, but keeps what is valid: every parameter with a problem is dropped
 * (and reported), so a hand-edited or outdated link still opens a view.
 */
export function parseListQueryLenient(raw: RawParams, options: ParseOptions = {}): { query: ListQuery; dropped: ParamIssue[] } {
  const first = parseListQuery(raw, options);
  if (first.success) return { query: first.data, dropped: [] };
  const bad = new Set(first.issues.map((i) => i.param));
  const kept = new URLSearchParams();
  for (const param of [...LIST_QUERY_PARAMS, "created", ...INDEX_FILTER_PARAMS]) {
    if (bad.has(param)) continue;
    for (const value of readAll(raw, param)) kept.append(param, value);
  }
  const second = parseListQuery(kept, options);
  // Dropping every bad parameter leaves a valid query; the fallback only guards that claim.
  return { query: second.success ? second.data : { ...LIST_QUERY_DEFAULTS }, dropped: first.issues };
}

/**
 * Serialises a query to URLSearchParams in a stable order. Defaults are left out unless
 * asked for, so URLs stay short and two equal queries give equal strings.
 */
export function listQueryToSearchParams(query: ListQueryInput, options: { includeDefaults?: boolean } = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const param of LIST_QUERY_PARAMS) {
    const value = query[param];
    if (value === undefined) continue;
    const isDefault = param in LIST_QUERY_DEFAULTS && LIST_QUERY_DEFAULTS[param as keyof typeof LIST_QUERY_DEFAULTS] === value;
    if (isDefault && !options.includeDefaults) continue;
    out.set(param, Array.isArray(value) ? value.join(",") : String(value));
  }
  if (query.created) out.set("created", query.created);
  writeIndexFilters(query, out);
  return out;
}

/** A stable string for a query: equal queries give equal keys. */
export const listQueryKey = (query: ListQueryInput): string => listQueryToSearchParams(query).toString();

/** The key of a query's summary: its filters alone, since paging and order change no count. */
export function summaryQueryKey(query: ListQueryInput): string {
  return listQueryKey({ ...query, page: undefined, pageSize: undefined, sortBy: undefined, sortOrder: undefined });
}
