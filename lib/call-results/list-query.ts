// The list query of spec §4.1 with every constraint and default, and its conversion to
// and from URLSearchParams. The same parser reads the browser's URL, the dashboard's
// API route and the demo service's own query string.
import { z } from "zod";
import { CALL_STATUSES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, callStatusSchema } from "./schemas";

export const SORT_FIELDS = ["createdAt", "startedAt", "endedAt", "durationSeconds"] as const;
export const sortBySchema = z.enum(SORT_FIELDS);
export type SortBy = z.infer<typeof sortBySchema>;

export const SORT_ORDERS = ["asc", "desc"] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof sortOrderSchema>;

export const ID_FILTERS = ["callTaskId", "callId", "endUserId", "agentId"] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

const idSchema = z.string().min(1, "must not be empty");

// ISO 8601 with or without an offset ("2026-01-02T03:04", "…:05.123Z", "…+09:00").
// One without an offset is taken as the upstream's local time; the UI always sends one.
export const queryDateTimeSchema = z.iso.datetime({
  offset: true,
  local: true,
  error: "must be an ISO 8601 date-time, e.g. 2026-01-31T09:00:00Z",
});

export const listQuerySchema = z
  .object({
    callTaskId: idSchema.optional(),
    callId: idSchema.optional(),
    endUserId: idSchema.optional(),
    agentId: idSchema.optional(),
    status: z.array(callStatusSchema).min(1).optional(),
    createdFrom: queryDateTimeSchema.optional(),
    createdTo: queryDateTimeSchema.optional(),
    page: z.int().min(1, "must be 1 or more").default(1),
    pageSize: z
      .int()
      .min(1, "must be between 1 and 500")
      .max(PAGE_SIZE_MAX, "must be between 1 and 500")
      .default(PAGE_SIZE_DEFAULT),
    sortBy: sortBySchema.default("createdAt"),
    sortOrder: sortOrderSchema.default("desc"),
  })
  .refine((q) => !(q.createdFrom && q.createdTo && endsBeforeStart(q.createdFrom, q.createdTo)), {
    path: ["createdTo"],
    message: "must not be before createdFrom",
  });
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

export const LIST_QUERY_PARAMS = [
  ...ID_FILTERS,
  "status",
  "createdFrom",
  "createdTo",
  "page",
  "pageSize",
  "sortBy",
  "sortOrder",
] as const;
export type ListQueryParam = (typeof LIST_QUERY_PARAMS)[number];

export interface ParamIssue {
  param: string;
  message: string;
}

export type ParseResult =
  | { success: true; data: ListQuery }
  | { success: false; issues: ParamIssue[] };

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function readAll(raw: RawParams, name: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(name);
  const value = raw[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * Parses query parameters (URLSearchParams, or Next's searchParams object) into a
 * ListQuery. Unknown parameters are ignored; every bad known one is reported by name.
 */
export function parseListQuery(raw: RawParams): ParseResult {
  const issues: ParamIssue[] = [];
  const input: Record<string, unknown> = {};

  for (const param of LIST_QUERY_PARAMS) {
    const values = readAll(raw, param);
    if (values.length === 0) continue;
    if (param === "status") {
      // Both `status=a,b` and `status=a&status=b` select several statuses.
      const tokens = values.flatMap((v) => v.split(",")).map((t) => t.trim());
      const unknown = tokens.filter((t) => !(CALL_STATUSES as readonly string[]).includes(t));
      if (unknown.length > 0) {
        issues.push({
          param,
          message: `unknown status ${unknown.map((t) => JSON.stringify(t)).join(", ")}; use a comma-separated list of ${CALL_STATUSES.join(", ")}`,
        });
      } else {
        input.status = [...new Set(tokens)];
      }
      continue;
    }
    if (values.length > 1) {
      issues.push({ param, message: "must be given at most once" });
      continue;
    }
    const value = values[0]!;
    if (param === "page" || param === "pageSize") {
      if (!WHOLE_NUMBER.test(value)) {
        issues.push({ param, message: `must be a whole number, got ${JSON.stringify(value)}` });
        continue;
      }
      input[param] = Number(value);
      continue;
    }
    input[param] = value;
  }

  const parsed = listQuerySchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const param = String(issue.path[0] ?? "query");
      if (issues.some((i) => i.param === param)) continue;
      issues.push({ param, message: describeIssue(issue) });
    }
  }
  if (issues.length > 0) return { success: false, issues };
  return { success: true, data: parsed.data! };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_value" && issue.path[0] !== undefined) {
    return `must be one of ${issue.values.map(String).join(", ")}`;
  }
  return issue.message;
}

const DEFAULTS = listQuerySchema.parse({});

/**
 * Serialises a query to URLSearchParams in a stable order. Defaults are left out unless
 * asked for, so URLs stay short and two equal queries give equal strings.
 */
export function listQueryToSearchParams(
  query: ListQueryInput,
  options: { includeDefaults?: boolean } = {},
): URLSearchParams {
  const out = new URLSearchParams();
  for (const param of LIST_QUERY_PARAMS) {
    const value = query[param];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(",") : String(value);
    if (!options.includeDefaults && param in DEFAULTS && DEFAULTS[param as keyof ListQuery] === value) continue;
    out.set(param, text);
  }
  return out;
}

// Compared only when both carry an offset or both do not: how the service places a
// date-time without one is its own business, so a mix cannot be judged here.
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
function endsBeforeStart(from: string, to: string): boolean {
  if (HAS_OFFSET.test(from) !== HAS_OFFSET.test(to)) return false;
  const zone = HAS_OFFSET.test(from) ? "" : "Z";
  return Date.parse(from + zone) > Date.parse(to + zone);
}
