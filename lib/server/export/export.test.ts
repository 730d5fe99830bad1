import { describe, expect, it } from "vitest";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { CallResult, ListResponse } from "@/lib/call-results/schemas";
import { DashboardError } from "@/lib/errors";
import { exportHeader, exportLine } from "./export-format";
import { EXPORT_PAGE_SIZE, walkPages } from "./export-pages";

const call = (id: string, extra: Partial<CallResult> = {}): CallResult => ({
  callId: id,
  callTaskId: null,
  detailsUrl: `https://console.example.com/calls/${id}`,
  agentId: "agent_1",
  agentName: "山田 太郎",
  endUserId: null,
  status: "completed",
  direction: "outbound",
  from: "+81312345678",
  to: '=HYPERLINK("http://evil")',
  startedAt: "2026-11-20T10:00:00.5+09:00",
  endedAt: null,
  durationSeconds: 61,
  isVoicemail: false,
  createdAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-20T10:01:01.123456Z",
  resultAvailable: true,
  audioAvailable: true,
  ...extra,
});

describe("the export's CSV", () => {
  it("starts with a byte-order mark and the 18 field names in the spec's order, CRLF line ends, times as sent", () => {
    expect(exportHeader("csv")).toBe(
      "\uFEFFcallId,callTaskId,detailsUrl,agentId,agentName,endUserId,status,direction,from,to,startedAt,endedAt,durationSeconds,isVoicemail,createdAt,updatedAt,resultAvailable,audioAvailable\r\n",
    );
    const line = exportLine(call("call_1"), "csv");
    expect(line.endsWith("\r\n")).toBe(true);
    expect(line).toContain("山田 太郎");
    expect(line).toContain("2026-11-20T10:00:00.5+09:00");
    expect(line).toContain("'+81312345678");
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line.split(",")).toHaveLength(18);
  });

  it("writes JSON Lines with the fields in the spec's order and nothing else", () => {
    const parsed = JSON.parse(exportLine({ ...call("call_1"), extra: 1 } as CallResult, "jsonl"));
    expect(Object.keys(parsed)).toHaveLength(18);
    expect(parsed.from).toBe("+81312345678");
    expect(exportHeader("jsonl")).toBe("");
  });
});

describe("the export's snapshot", () => {
  const base: ListQuery = { page: 1, pageSize: 20, sortBy: "durationSeconds", sortOrder: "asc", status: ["failed"] };
  const now = Date.parse("2026-11-23T12:00:00Z");

  async function all(fetchPage: (q: ListQuery) => Promise<ListResponse>, sleeps: number[] = []) {
    const rows: string[] = [];
    for await (const page of walkPages(base, { fetchPage, signal: new AbortController().signal, now, sleep: async (ms) => void sleeps.push(ms) })) {
      rows.push(...page.rows.map((c) => c.callId));
    }
    return rows;
  }

  it("pins createdTo to the start, walks newest first, and drops a row a shifted page repeats", async () => {
    const asked: ListQuery[] = [];
    const ids = Array.from({ length: EXPORT_PAGE_SIZE + 10 }, (_, i) => `call_${i}`);
    const rows = await all(async (q) => {
      asked.push(q);
      // Page 2 starts one row early, as when a call leaves the first page meanwhile.
      const start = q.page === 1 ? 0 : EXPORT_PAGE_SIZE - 1;
      const data = ids.slice(start, start + EXPORT_PAGE_SIZE).map((id) => call(id));
      return { data, pagination: { total: ids.length, page: q.page, pageSize: EXPORT_PAGE_SIZE, totalPages: 2 } };
    });
    expect(rows).toEqual(ids);
    expect(asked.map((q) => [q.page, q.createdTo, q.sortBy, q.sortOrder, q.status])).toEqual([
      [1, "2026-11-23T12:00:00.000Z", "createdAt", "desc", ["failed"]],
      [2, "2026-11-23T12:00:00.000Z", "createdAt", "desc", ["failed"]],
    ]);
  });

  it("waits out a rate limit and asks again; another error ends the walk", async () => {
    let calls = 0;
    const sleeps: number[] = [];
    const rows = await all(async (q) => {
      calls++;
      if (calls === 1) throw new DashboardError("rate_limited", "slow down", { retryAfterSeconds: 3 });
      return { data: [call("call_a")], pagination: { total: 1, page: q.page, pageSize: EXPORT_PAGE_SIZE, totalPages: 1 } };
    }, sleeps);
    expect([rows, sleeps]).toEqual([["call_a"], [3000]]);
    await expect(
      all(async () => {
        throw new DashboardError("upstream_access_denied", "denied");
      }),
    ).rejects.toThrow("denied");
  });
});
