// Property tests of the list query parser: 10,000 generated query strings each.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALL_STATUSES, PAGE_SIZE_MAX, SORT_FIELDS, SORT_ORDERS } from "./constants";
import { isIsoDateTime } from "./date-time";
import { LIST_QUERY_PARAMS, listQueryToSearchParams, parseListQuery, parseListQueryLenient } from "./list-query";

const RUNS = 10_000;

// Values near and across every limit, plus arbitrary strings.
const value = fc.oneof(
  fc.string(),
  fc.constantFrom("", " ", "0", "1", "20", "500", "501", "-1", "1e3", "20abc", "0x10", "NaN", "999999999999"),
  fc.constantFrom(...CALL_STATUSES, ...SORT_FIELDS, ...SORT_ORDERS, "completed,failed", "completed,,failed", "bogus"),
  fc.constantFrom("2026-01-31T09:00:00Z", "2026-01-31T09:00", "2026-02-30T00:00:00Z", "2026-01-31T24:00:00Z", "2026-01-31T09:00:00+25:00", "yesterday"),
  fc.integer({ min: -10, max: 1000 }).map(String),
);
const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...LIST_QUERY_PARAMS), fc.string({ maxLength: 8 })), value), { maxLength: 8 });

describe("parseListQuery (property)", () => {
  it("never throws, and whatever it accepts meets every constraint of spec §4.1", () => {
    fc.assert(
      fc.property(pairs, (entries) => {
        const result = parseListQuery(new URLSearchParams(entries));
        if (!result.success) {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const issue of result.issues) expect(LIST_QUERY_PARAMS as readonly string[]).toContain(issue.param);
          return;
        }
        const q = result.data;
        expect(Number.isInteger(q.page) && q.page >= 1).toBe(true);
        expect(Number.isInteger(q.pageSize) && q.pageSize >= 1 && q.pageSize <= PAGE_SIZE_MAX).toBe(true);
        expect(SORT_FIELDS).toContain(q.sortBy);
        expect(SORT_ORDERS).toContain(q.sortOrder);
        for (const s of q.status ?? []) expect(CALL_STATUSES).toContain(s);
        for (const id of [q.callId, q.callTaskId, q.endUserId, q.agentId]) if (id !== undefined) expect(id.length).toBeGreaterThanOrEqual(1);
        for (const d of [q.createdFrom, q.createdTo]) if (d !== undefined) expect(isIsoDateTime(d)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("round-trips: serialising an accepted query and parsing it again gives the same query", () => {
    fc.assert(
      fc.property(pairs, (entries) => {
        const result = parseListQuery(new URLSearchParams(entries));
        if (!result.success) return;
        const again = parseListQuery(listQueryToSearchParams(result.data));
        expect(again).toEqual(result);
      }),
      { numRuns: RUNS },
    );
  });

  it("the lenient parser always yields a valid query", () => {
    fc.assert(
      fc.property(pairs, (entries) => {
        const { query } = parseListQueryLenient(new URLSearchParams(entries));
        expect(parseListQuery(listQueryToSearchParams(query)).success).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
