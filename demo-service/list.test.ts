// The list operation (spec §4.1) of the demo service, over HTTP: filters, sorting,
// paging, validation, nulls, projects and determinism.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALL_STATUSES, type CallResult, type CallStatus, callResultSchema, invalidRequestBodySchema } from "@/lib/call-results";
import {
  call,
  FIXTURES,
  firstOutOfOrder,
  list,
  listAll,
  listUrl,
  type Params,
  SECOND_PROJECT_API_KEY,
  type SortField,
  sortValue,
  startTestService,
  type TestService,
} from "./test-support";

const SORT_FIELDS: SortField[] = ["createdAt", "startedAt", "endedAt", "durationSeconds"];
const CALL_FIELDS = Object.keys(callResultSchema.shape).sort();

/** `iso` moved into the zone `offsetMinutes` east of UTC, e.g. +09:00, same instant. */
function withOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, -1);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

function countBy<T>(items: T[], key: (item: T) => string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/** The key seen most often (so a filter on it matches several rows). */
function mostCommon<T>(items: T[], key: (item: T) => string | null): { value: string; count: number } {
  const [value, count] = [...countBy(items, key)].sort((a, b) => b[1] - a[1])[0]!;
  return { value, count };
}

describe("list call results (historic data, no live calls)", () => {
  let svc: TestService;
  let acme: CallResult[];
  let globex: CallResult[];

  beforeAll(async () => {
    svc = await startTestService({ DEMO_LIVE_CALLS: "0" });
    acme = (await listAll(svc)).rows;
    globex = (await listAll(svc, {}, SECOND_PROJECT_API_KEY)).rows;
  });
  afterAll(() => svc?.stop());

  describe("response shape", () => {
    it("answers 200 application/json whose body passes listResponseSchema, every field present", async () => {
      const reply = await call(svc, listUrl());
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
      const body = reply.json() as { data: Record<string, unknown>[] };
      // list() validates with listResponseSchema; here: nothing extra, nothing missing.
      for (const row of body.data) expect(Object.keys(row).sort()).toEqual(CALL_FIELDS);
    });

    it("reads every row of the project exactly once when paging through it", async () => {
      const first = await list(svc, { pageSize: 1 });
      expect(acme.length).toBe(first.pagination.total);
      // 3000 generated calls plus the three fixtures.
      expect(acme.length).toBe(3003);
      expect(new Set(acme.map((r) => r.callId)).size).toBe(acme.length);
      expect(globex.length).toBe(300);
    });

    it("uses the defaults page 1, pageSize 20, sortBy createdAt, sortOrder desc", async () => {
      const plain = await list(svc);
      expect(plain.pagination).toEqual({ total: 3003, page: 1, pageSize: 20, totalPages: Math.ceil(3003 / 20) });
      expect(plain.data).toHaveLength(20);
      expect(firstOutOfOrder(plain.data, "createdAt", "desc")).toBe(-1);
      const explicit = await list(svc, { page: 1, pageSize: 20, sortBy: "createdAt", sortOrder: "desc" });
      expect(explicit).toEqual(plain);
      // The newest 20 of all rows.
      const newest = [...acme].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, 20);
      expect(plain.data.map((r) => r.callId)).toEqual(newest.map((r) => r.callId));
    });

    it("links each call to its console page under the service's own origin", async () => {
      for (const row of acme.slice(0, 50)) {
        expect(row.detailsUrl).toBe(`${svc.url}/console/projects/acme/calls/${row.callId}`);
      }
      for (const row of globex.slice(0, 50)) {
        expect(row.detailsUrl).toBe(`${svc.url}/console/projects/globex/calls/${row.callId}`);
      }
    });
  });

  describe("filters", () => {
    it("callId selects exactly that call", async () => {
      const target = acme[1234]!;
      const body = await list(svc, { callId: target.callId });
      expect(body.pagination).toEqual({ total: 1, page: 1, pageSize: 20, totalPages: 1 });
      expect(body.data).toEqual([target]);
      const fixture = await list(svc, { callId: FIXTURES.longCallId });
      expect(fixture.data.map((r) => r.callId)).toEqual([FIXTURES.longCallId]);
      expect(fixture.data[0]!.durationSeconds).toBe(2 * 3600 + 5 * 60 + 30);
    });

    it("an unknown id matches nothing: empty data, total 0, totalPages 0", async () => {
      for (const param of ["callId", "callTaskId", "endUserId", "agentId"]) {
        const body = await list(svc, { [param]: "nope_doesnotexist" });
        expect(body, param).toEqual({ data: [], pagination: { total: 0, page: 1, pageSize: 20, totalPages: 0 } });
      }
    });

    it.each([
      ["callTaskId", (r: CallResult) => r.callTaskId],
      ["endUserId", (r: CallResult) => r.endUserId],
      ["agentId", (r: CallResult) => r.agentId],
    ] as const)("%s returns only matching rows, and all of them", async (param, key) => {
      const { value, count } = mostCommon(acme, key);
      expect(count).toBeGreaterThan(1);
      const { rows, total } = await listAll(svc, { [param]: value });
      expect(total).toBe(count);
      expect(rows).toHaveLength(count);
      for (const row of rows) expect(key(row)).toBe(value);
      expect(firstOutOfOrder(rows, "createdAt", "desc")).toBe(-1);
      // Every id filter is exact, not a prefix or substring match.
      const partial = await list(svc, { [param]: value.slice(0, -1) });
      expect(partial.pagination.total).toBe(0);
    });

    it("status filters by one status; the per-status totals add up to the total", async () => {
      const all = await list(svc, { pageSize: 1 });
      let sum = 0;
      const nonEmpty: CallStatus[] = [];
      for (const status of CALL_STATUSES) {
        const { rows, total } = await listAll(svc, { status });
        expect(total, status).toBe(acme.filter((r) => r.status === status).length);
        for (const row of rows) expect(row.status).toBe(status);
        sum += total;
        if (total > 0) nonEmpty.push(status);
      }
      expect(sum).toBe(all.pagination.total);
      // Historic calls are all finished: several final statuses, no active ones.
      expect(nonEmpty.sort()).toEqual(["completed", "failed", "no_answer", "unreachable"]);
    });

    it("status takes a comma-separated list (and repeated parameters)", async () => {
      const noAnswer = (await list(svc, { status: "no_answer", pageSize: 1 })).pagination.total;
      const failed = (await list(svc, { status: "failed", pageSize: 1 })).pagination.total;
      const { rows, total } = await listAll(svc, { status: "no_answer,failed" });
      expect(total).toBe(noAnswer + failed);
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["no_answer", "failed"]));

      const repeated = await call(svc, `${listUrl({ pageSize: 1 })}&status=no_answer&status=failed`);
      expect((repeated.json() as { pagination: { total: number } }).pagination.total).toBe(total);
      const duplicated = await list(svc, { status: "failed,failed", pageSize: 1 });
      expect(duplicated.pagination.total).toBe(failed);
      const spaced = await list(svc, { status: "no_answer, failed", pageSize: 1 });
      expect(spaced.pagination.total).toBe(total);
    });

    it("createdFrom/createdTo with a Z offset select the inclusive range", async () => {
      const asc = [...acme].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      const from = asc[700]!.createdAt;
      const to = asc[1100]!.createdAt;
      const expected = acme.filter((r) => r.createdAt >= from && r.createdAt <= to);
      const { rows, total } = await listAll(svc, { createdFrom: from, createdTo: to });
      expect(total).toBe(expected.length);
      expect(new Set(rows.map((r) => r.callId))).toEqual(new Set(expected.map((r) => r.callId)));
      for (const row of rows) {
        expect(Date.parse(row.createdAt)).toBeGreaterThanOrEqual(Date.parse(from));
        expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(Date.parse(to));
      }
      // Both ends inclusive.
      expect(rows.map((r) => r.callId)).toContain(asc[700]!.callId);
      expect(rows.map((r) => r.callId)).toContain(asc[1100]!.callId);

      const onlyFrom = await list(svc, { createdFrom: from, pageSize: 1 });
      expect(onlyFrom.pagination.total).toBe(acme.filter((r) => r.createdAt >= from).length);
      const onlyTo = await list(svc, { createdTo: to, pageSize: 1 });
      expect(onlyTo.pagination.total).toBe(acme.filter((r) => r.createdAt <= to).length);
      const one = await list(svc, { createdFrom: from, createdTo: from });
      expect(one.data.map((r) => r.callId)).toEqual([asc[700]!.callId]);
    });

    it("createdFrom/createdTo with another offset, or none (taken as UTC), mean the same instant", async () => {
      const asc = [...acme].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      const fromMs = Date.parse(asc[1500]!.createdAt);
      const toMs = Date.parse(asc[2000]!.createdAt);
      const expected = acme.filter((r) => Date.parse(r.createdAt) >= fromMs && Date.parse(r.createdAt) <= toMs).length;
      expect(expected).toBe(501);

      const tokyo = await list(svc, { createdFrom: withOffset(fromMs, 9 * 60), createdTo: withOffset(toMs, 9 * 60), pageSize: 1 });
      expect(tokyo.pagination.total).toBe(expected);
      const newYork = await list(svc, { createdFrom: withOffset(fromMs, -5 * 60), createdTo: withOffset(toMs, -5 * 60), pageSize: 1 });
      expect(newYork.pagination.total).toBe(expected);
      const local = await list(svc, {
        createdFrom: new Date(fromMs).toISOString().slice(0, -1),
        createdTo: new Date(toMs).toISOString().slice(0, -1),
        pageSize: 1,
      });
      expect(local.pagination.total).toBe(expected);
      // The offset is honoured, not dropped: the same digits at +09:00 are nine hours earlier.
      const nineHoursEarlier = await list(svc, {
        createdFrom: `${new Date(fromMs).toISOString().slice(0, -1)}+09:00`,
        createdTo: asc[2000]!.createdAt,
        pageSize: 1,
      });
      const earlier = acme.filter((r) => Date.parse(r.createdAt) >= fromMs - 9 * 3600_000 && Date.parse(r.createdAt) <= toMs).length;
      expect(earlier).toBeGreaterThan(expected);
      expect(nineHoursEarlier.pagination.total).toBe(earlier);
    });

    it("filters combine with AND", async () => {
      const { value: agentId } = mostCommon(acme, (r) => r.agentId);
      const expected = acme.filter((r) => r.agentId === agentId && (r.status === "completed" || r.status === "failed"));
      const { rows, total } = await listAll(svc, { agentId, status: "completed,failed", sortBy: "durationSeconds", sortOrder: "asc" });
      expect(total).toBe(expected.length);
      expect(new Set(rows.map((r) => r.callId))).toEqual(new Set(expected.map((r) => r.callId)));
      expect(firstOutOfOrder(rows, "durationSeconds", "asc")).toBe(-1);
    });
  });

  describe("sorting", () => {
    for (const sortBy of SORT_FIELDS) {
      for (const sortOrder of ["asc", "desc"] as const) {
        it(`sortBy=${sortBy} sortOrder=${sortOrder} orders every page, nulls as the smallest value`, async () => {
          const { rows, total } = await listAll(svc, { sortBy, sortOrder });
          expect(total).toBe(acme.length);
          // The pages together hold each row once, in order across page boundaries.
          expect(new Set(rows.map((r) => r.callId)).size).toBe(acme.length);
          expect(firstOutOfOrder(rows, sortBy, sortOrder)).toBe(-1);
          const nulls = rows.filter((r) => sortValue(r, sortBy) === null).length;
          if (sortBy === "createdAt") expect(nulls).toBe(0);
          else {
            expect(nulls).toBeGreaterThan(0);
            const nullRows = sortOrder === "asc" ? rows.slice(0, nulls) : rows.slice(-nulls);
            for (const row of nullRows) expect(row[sortBy]).toBeNull();
          }
          // The small project (read in one go) sorts the same way.
          const small = await list(svc, { sortBy, sortOrder, pageSize: 500 }, SECOND_PROJECT_API_KEY);
          expect(small.data).toHaveLength(300);
          expect(firstOutOfOrder(small.data, sortBy, sortOrder)).toBe(-1);
        });
      }
    }

    it("a status filter covering every status gives the same order as no filter", async () => {
      for (const sortBy of ["startedAt", "durationSeconds"] as const) {
        const params: Params = { sortBy, sortOrder: "desc", page: 2, pageSize: 500 };
        const unfiltered = await list(svc, params);
        const filtered = await list(svc, { ...params, status: CALL_STATUSES.join(",") });
        expect(filtered.pagination.total).toBe(unfiltered.pagination.total);
        expect(filtered.data.map((r) => r.callId)).toEqual(unfiltered.data.map((r) => r.callId));
      }
    });

    it("sortOrder asc is the reverse of desc on distinct createdAt values", async () => {
      const asc = await listAll(svc, { sortBy: "createdAt", sortOrder: "asc" });
      const desc = await listAll(svc, { sortBy: "createdAt", sortOrder: "desc" });
      expect(asc.rows.map((r) => r.callId)).toEqual(desc.rows.map((r) => r.callId).reverse());
    });
  });

  describe("paging", () => {
    it("a page beyond the end is empty but keeps total and totalPages", async () => {
      const body = await list(svc, { page: 1000, pageSize: 50 });
      expect(body).toEqual({ data: [], pagination: { total: 3003, page: 1000, pageSize: 50, totalPages: 61 } });
      const last = await list(svc, { page: 61, pageSize: 50 });
      expect(last.data).toHaveLength(3003 - 60 * 50);
      const justAfter = await list(svc, { page: 62, pageSize: 50 });
      expect(justAfter.data).toEqual([]);
    });

    it("pageSize 500 (the maximum) and 1 (the minimum)", async () => {
      const big = await list(svc, { pageSize: 500 });
      expect(big.data).toHaveLength(500);
      expect(big.pagination).toEqual({ total: 3003, page: 1, pageSize: 500, totalPages: 7 });
      const one = await list(svc, { pageSize: 1, page: 3 });
      expect(one.data).toHaveLength(1);
      expect(one.pagination).toEqual({ total: 3003, page: 3, pageSize: 1, totalPages: 3003 });
      expect(one.data[0]!.callId).toBe(big.data[2]!.callId);
    });

    it("pages do not overlap, join up to the larger page, and are stable", async () => {
      for (const sortBy of SORT_FIELDS) {
        const pages = [];
        for (let page = 1; page <= 4; page++) pages.push(await list(svc, { sortBy, sortOrder: "asc", page, pageSize: 25 }));
        const ids = pages.flatMap((p) => p.data.map((r) => r.callId));
        expect(new Set(ids).size, sortBy).toBe(100);
        const whole = await list(svc, { sortBy, sortOrder: "asc", page: 1, pageSize: 100 });
        expect(
          whole.data.map((r) => r.callId),
          sortBy,
        ).toEqual(ids);
        const again = await list(svc, { sortBy, sortOrder: "asc", page: 3, pageSize: 25 });
        expect(again, sortBy).toEqual(pages[2]);
      }
    });

    it("paging works the same under a filter", async () => {
      const { total } = (await list(svc, { status: "completed", pageSize: 1 })).pagination;
      expect(total).toBe(acme.filter((r) => r.status === "completed").length);
      const pageSize = 97;
      const totalPages = Math.ceil(total / pageSize);
      const last = await list(svc, { status: "completed", page: totalPages, pageSize });
      expect(last.pagination).toEqual({ total, page: totalPages, pageSize, totalPages });
      expect(last.data).toHaveLength(total - (totalPages - 1) * pageSize);
    });
  });

  describe("invalid requests answer 400 { success: false, error } naming the parameter", () => {
    it.each([
      ["pageSize=0", "pageSize"],
      ["pageSize=501", "pageSize"],
      ["pageSize=20abc", "pageSize"],
      ["pageSize=-1", "pageSize"],
      ["pageSize=", "pageSize"],
      ["page=0", "page"],
      ["page=1.5", "page"],
      ["page=x", "page"],
      ["page=1&page=2", "page"],
      ["status=exploded", "status"],
      ["status=completed,bogus", "status"],
      ["status=COMPLETED", "status"],
      ["status=", "status"],
      ["callId=", "callId"],
      ["callTaskId=", "callTaskId"],
      ["endUserId=", "endUserId"],
      ["agentId=", "agentId"],
      ["sortBy=name", "sortBy"],
      ["sortOrder=up", "sortOrder"],
      ["createdFrom=yesterday", "createdFrom"],
      ["createdTo=2026-13-01T00:00:00Z", "createdTo"],
      ["createdFrom=2026-02-01T00:00:00Z&createdTo=2026-01-01T00:00:00Z", "createdTo"],
    ])("%s", async (query, param) => {
      const reply = await call(svc, `/api/v1/call-results?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
      const body = reply.json() as { success: false; error: { issues: { path: unknown[]; message: string }[] } };
      expect(invalidRequestBodySchema.safeParse(body).success).toBe(true);
      expect(body.success).toBe(false);
      const named = body.error.issues.map((i) => i.path[0]);
      expect(named).toContain(param);
      for (const issue of body.error.issues) expect(issue.message.length).toBeGreaterThan(0);
    });

    it("reports every bad parameter at once and ignores unknown ones", async () => {
      const reply = await call(svc, "/api/v1/call-results?page=0&pageSize=501&sortBy=x");
      expect(reply.status).toBe(400);
      const body = reply.json() as { error: { issues: { path: unknown[] }[] } };
      expect(body.error.issues.map((i) => i.path[0]).sort()).toEqual(["page", "pageSize", "sortBy"]);
      const unknown = await call(svc, "/api/v1/call-results?foo=bar&pageSize=2");
      expect(unknown.status).toBe(200);
    });
  });

  describe("data", () => {
    it("nulls follow the spec: not started means no start, end or duration", () => {
      const rows = [...acme, ...globex];
      const notStarted = rows.filter((r) => r.startedAt === null);
      expect(notStarted.length).toBeGreaterThan(0);
      for (const r of notStarted) {
        expect(r.endedAt).toBeNull();
        expect(r.durationSeconds).toBeNull();
        expect(r.audioAvailable).toBe(false);
      }
      for (const r of rows) {
        if (r.endedAt !== null) {
          expect(r.startedAt).not.toBeNull();
          expect(Date.parse(r.endedAt)).toBeGreaterThanOrEqual(Date.parse(r.startedAt!));
          expect(r.durationSeconds).not.toBeNull();
          expect(r.durationSeconds!).toBeLessThanOrEqual((Date.parse(r.endedAt) - Date.parse(r.startedAt!)) / 1000);
        }
        if (r.startedAt !== null) expect(Date.parse(r.startedAt)).toBeGreaterThanOrEqual(Date.parse(r.createdAt));
        expect(Date.parse(r.updatedAt)).toBeGreaterThanOrEqual(Date.parse(r.createdAt));
        if (r.status === "completed") expect(r.endedAt).not.toBeNull();
        if (r.audioAvailable) expect(r.durationSeconds).toBeGreaterThan(0);
      }
      // Every nullable field is null somewhere and set somewhere else.
      for (const field of ["callTaskId", "agentName", "endUserId", "startedAt", "endedAt", "durationSeconds"] as const) {
        expect(
          acme.some((r) => r[field] === null),
          field,
        ).toBe(true);
        expect(
          acme.some((r) => r[field] !== null),
          field,
        ).toBe(true);
      }
    });

    it("has a realistic spread of directions, statuses and flags", () => {
      const directions = countBy(acme, (r) => r.direction);
      expect([...directions.keys()].sort()).toEqual(["inbound", "outbound", "web"]);
      for (const n of directions.values()) expect(n).toBeGreaterThan(100);
      expect(countBy(acme, (r) => r.status).size).toBeGreaterThanOrEqual(4);
      expect(acme.some((r) => r.isVoicemail)).toBe(true);
      expect(acme.some((r) => r.audioAvailable)).toBe(true);
      expect(acme.some((r) => !r.audioAvailable)).toBe(true);
      expect(acme.some((r) => !r.resultAvailable)).toBe(true);
      expect(countBy(acme, (r) => r.agentId).size).toBeGreaterThan(5);
      // Retried tasks: a task with several calls.
      expect(mostCommon(acme, (r) => r.callTaskId).count).toBeGreaterThan(1);
      for (const r of acme.filter((x) => x.direction === "web")) expect(r.from.startsWith("web:")).toBe(true);
      const days = new Set(acme.map((r) => r.createdAt.slice(0, 10)));
      expect(days.size).toBeGreaterThan(60);
    });

    it("the two projects have different data", async () => {
      const acmeIds = new Set(acme.map((r) => r.callId));
      expect(globex.some((r) => acmeIds.has(r.callId))).toBe(false);
      const acmeAgents = new Set(acme.map((r) => r.agentId));
      expect(globex.some((r) => acmeAgents.has(r.agentId))).toBe(false);
      expect(globex.every((r) => r.from.startsWith("+44") || r.to.startsWith("+44") || r.direction === "web")).toBe(true);
      // A call of one project cannot be read with the other project's key.
      const cross = await list(svc, { callId: acme[0]!.callId }, SECOND_PROJECT_API_KEY);
      expect(cross.pagination.total).toBe(0);
      const fixture = await list(svc, { callId: FIXTURES.longCallId }, SECOND_PROJECT_API_KEY);
      expect(fixture.pagination.total).toBe(0);
    });
  });

  describe("console page", () => {
    it("detailsUrl serves an HTML page about the call", async () => {
      for (const row of [acme[10]!, globex[10]!, acme.find((r) => r.callId === FIXTURES.longCallId)!]) {
        const reply = await call(svc, row.detailsUrl, { key: null });
        expect(reply.status).toBe(200);
        expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
        expect(reply.text).toContain(`Call ${row.callId}`);
        expect(reply.text).toContain(row.status);
      }
    });

    it("answers 404 for an unknown call or a call of another project", async () => {
      const unknown = await call(svc, "/console/projects/acme/calls/call_doesnotexist", { key: null });
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain("Call not found");
      const wrongProject = await call(svc, `/console/projects/globex/calls/${acme[0]!.callId}`, { key: null });
      expect(wrongProject.status).toBe(404);
    });
  });
});

describe("determinism", () => {
  const services: TestService[] = [];
  afterAll(() => Promise.all(services.map((s) => s.stop())));

  it("the same seed and size generate the same calls; another seed does not", async () => {
    const env = { DEMO_SEED: "7", DEMO_CALLS: "3000", DEMO_LIVE_CALLS: "0" };
    const a = await startTestService(env);
    services.push(a);
    const b = await startTestService(env);
    services.push(b);
    const c = await startTestService({ ...env, DEMO_SEED: "8" });
    services.push(c);
    expect(a.dataDir).not.toBe(b.dataDir);

    const params = { sortBy: "createdAt", sortOrder: "asc", pageSize: 100 };
    const pageA = await list(a, params);
    const pageB = await list(b, params);
    const pageC = await list(c, params);
    expect(pageA.data.map((r) => r.callId)).toEqual(pageB.data.map((r) => r.callId));
    // Everything but the clock-anchored times matches.
    const stable = (r: CallResult) => [
      r.callTaskId,
      r.agentId,
      r.agentName,
      r.endUserId,
      r.status,
      r.direction,
      r.from,
      r.to,
      r.durationSeconds,
      r.isVoicemail,
      r.audioAvailable,
    ];
    expect(pageA.data.map(stable)).toEqual(pageB.data.map(stable));
    expect(pageA.pagination).toEqual(pageB.pagination);
    const shared = new Set(pageA.data.map((r) => r.callId));
    expect(pageC.data.filter((r) => shared.has(r.callId))).toEqual([]);
    // The second project is deterministic too.
    const globexA = await list(a, params, SECOND_PROJECT_API_KEY);
    const globexB = await list(b, params, SECOND_PROJECT_API_KEY);
    expect(globexA.data.map((r) => r.callId)).toEqual(globexB.data.map((r) => r.callId));
  });
});
