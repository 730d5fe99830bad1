import { describe, expect, it, vi } from "vitest";
import type { ListQuery } from "@/lib/call-results/list-query";
import type { CallResult, ListResponse } from "@/lib/call-results/schemas";
import type { ExportEvent } from "@/lib/dashboard-api/export";
import { DashboardError } from "@/lib/errors";
import { type ExportOutcome, exportStream } from "./call-export";
import { recordCompleted } from "./export-audit";
import { exportHeader, exportLine } from "./export-format";
import { EXPORT_PAGE_SIZE, walkPages } from "./export-pages";
import { exportsRunning, takeExportSlot } from "./export-slots";

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

describe("the export in the view's zone (issue #38)", () => {
  it("writes every time on the zone's clock with its offset, the same instant, and names the zone on each line", () => {
    const header = exportHeader("csv", undefined, "America/New_York");
    expect(header.trim().split(",").at(-1)).toBe("timeZone");
    const cells = exportLine(call("call_1"), "csv", undefined, "America/New_York").trim().split(",");
    expect(cells.at(-1)).toBe("America/New_York");
    const parsed = JSON.parse(exportLine(call("call_1"), "jsonl", undefined, "America/New_York"));
    // November: New York is on EST, UTC-5.
    expect(parsed.createdAt).toBe("2026-11-20T05:00:00-05:00");
    expect(parsed.startedAt).toBe("2026-11-19T20:00:00.500-05:00");
    expect(parsed.updatedAt).toBe("2026-11-20T05:01:01.123-05:00");
    expect(parsed.endedAt).toBeNull();
    expect(parsed.timeZone).toBe("America/New_York");
    for (const k of ["createdAt", "startedAt"]) expect(Date.parse(parsed[k])).toBe(Date.parse(call("call_1")[k as "createdAt"] as string));
    expect(cells).toContain("2026-11-20T05:00:00-05:00");
  });
});

describe("the export's snapshot", () => {
  const base: ListQuery = { page: 1, pageSize: 20, sortBy: "durationSeconds", sortOrder: "asc", status: ["failed"] };
  const now = Date.parse("2026-11-23T12:00:00Z");

  async function all(fetchPage: (q: ListQuery) => Promise<ListResponse>, sleeps: number[] = [], pagesPerCursor?: number) {
    const rows: string[] = [];
    const signal = new AbortController().signal;
    for await (const page of walkPages(base, { fetchPage, signal, now, sleep: async (ms) => void sleeps.push(ms), pagesPerCursor })) {
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

  // A service holding `times` (newest first), answering createdTo as inclusive or not.
  const service = (times: number[], inclusive: boolean, asked: ListQuery[]) => async (q: ListQuery) => {
    asked.push(q);
    const to = Date.parse(q.createdTo!);
    const matching = times.map((t, i) => ({ t, i })).filter(({ t }) => (inclusive ? t <= to : t < to));
    const data = matching
      .slice((q.page - 1) * EXPORT_PAGE_SIZE, q.page * EXPORT_PAGE_SIZE)
      .map(({ t, i }) => call(`call_${i}`, { createdAt: new Date(t).toISOString() }));
    return {
      data,
      pagination: { total: matching.length, page: q.page, pageSize: EXPORT_PAGE_SIZE, totalPages: Math.ceil(matching.length / EXPORT_PAGE_SIZE) },
    };
  };

  it.each([true, false])("moves createdTo down to the last row's time instead of asking for deep pages (inclusive %s)", async (inclusive) => {
    // 1,250 calls a second apart, except 30 that share the second the first page ends on.
    const times = Array.from({ length: 1250 }, (_, i) => now - 1000 * (i < EXPORT_PAGE_SIZE - 10 ? i + 1 : Math.max(EXPORT_PAGE_SIZE - 9, i - 19)));
    const asked: ListQuery[] = [];
    const rows = await all(service(times, inclusive, asked), [], 1);
    expect(rows).toEqual(times.map((_, i) => `call_${i}`));
    expect(asked.map((q) => q.page)).toEqual([1, 1, 1]);
    expect(asked[1]!.createdTo).toBe(new Date(times[EXPORT_PAGE_SIZE - 1]! + 1).toISOString());
  });

  it("walks 20 pages by number before it moves createdTo", async () => {
    const times = Array.from({ length: 21 * EXPORT_PAGE_SIZE + 1 }, (_, i) => now - 1000 * (i + 1));
    const asked: ListQuery[] = [];
    const rows = await all(service(times, true, asked));
    expect(rows).toHaveLength(times.length);
    expect(new Set(rows).size).toBe(times.length);
    expect(asked.map((q) => q.page)).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), 1, 2]);
    expect(asked[20]!.createdTo).toBe(new Date(times[20 * EXPORT_PAGE_SIZE - 1]! + 1).toISOString());
  });

  it("goes on by page number where a whole page shares one millisecond", async () => {
    const times = Array.from({ length: EXPORT_PAGE_SIZE + 20 }, () => now - 5000);
    const asked: ListQuery[] = [];
    const rows = await all(service(times, true, asked), [], 1);
    expect(new Set(rows).size).toBe(times.length);
    expect(asked.map((q) => [q.page, q.createdTo])).toEqual([
      [1, "2026-11-23T12:00:00.000Z"],
      [2, "2026-11-23T12:00:00.000Z"],
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

describe("an export's stream", () => {
  const now = Date.parse("2026-11-25T10:00:00Z");
  const onePage = async (q: ListQuery): Promise<ListResponse> => ({
    data: [call("call_1"), call("call_2")],
    pagination: { total: 2, page: q.page, pageSize: EXPORT_PAGE_SIZE, totalPages: 1 },
  });
  async function events(finish: (written: number) => Promise<void>, query: ListQuery = { page: 1, pageSize: 20, sortBy: "createdAt", sortOrder: "desc" }) {
    const ends: ExportOutcome[] = [];
    const stream = exportStream(query, "csv", {
      maxRows: 10,
      signal: new AbortController().signal,
      now,
      fetchPage: onePage,
      finish,
      onEnd: (end) => ends.push(end),
    });
    const text = await new Response(stream).text();
    return {
      events: text
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as ExportEvent),
      ends,
    };
  }

  it("names the absolute range it resolved when it started: an open end is pinned to that moment", async () => {
    const open = await events(async () => undefined);
    expect(open.events[0]).toEqual({ type: "start", total: 2, range: { from: null, to: "2026-11-25T10:00:00.000Z" } });
    const closed = await events(async () => undefined, {
      page: 1,
      pageSize: 20,
      sortBy: "createdAt",
      sortOrder: "desc",
      createdFrom: "2026-11-24T10:00:00Z",
      createdTo: "2026-11-25T09:00:00Z",
    });
    expect(closed.events[0]).toMatchObject({ range: { from: "2026-11-24T10:00:00Z", to: "2026-11-25T09:00:00.000Z" } });
  });

  it("ends an export whose reader takes nothing for the idle time with an error event, and frees its slot", async () => {
    const pages = async (q: ListQuery): Promise<ListResponse> => ({
      data: Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => call(`call_${q.page}_${i}`)),
      pagination: { total: EXPORT_PAGE_SIZE * 3, page: q.page, pageSize: EXPORT_PAGE_SIZE, totalPages: 3 },
    });
    const release = takeExportSlot("slow-reader", { perUser: 1, perInstance: 100 });
    const ends: ExportOutcome[] = [];
    const stream = exportStream({ page: 1, pageSize: 20, sortBy: "createdAt", sortOrder: "desc" }, "csv", {
      maxRows: 10_000,
      signal: new AbortController().signal,
      now,
      fetchPage: pages,
      finish: async () => undefined,
      onEnd: (end) => {
        release();
        ends.push(end);
      },
      idleMs: 50,
    });
    const reader = stream.getReader();
    await reader.read();
    // The reader stalls, as a download at 300 B/s does: the export ends, and its slot is free again.
    await vi.waitFor(() => expect(ends).toEqual([{ outcome: "failed", written: expect.any(Number), code: "export_idle" }]), { timeout: 2000 });
    expect(() => takeExportSlot("slow-reader", { perUser: 1, perInstance: 100 })()).not.toThrow();
    const rest: string[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(new TextDecoder().decode(r.value));
    const last = JSON.parse(rest.join("").trim().split("\n").at(-1)!) as ExportEvent;
    expect(last).toMatchObject({ type: "error", code: "export_idle", message: expect.stringContaining("nothing of it was read for") });
  });

  it("says done only after the completed export was recorded, with the rows written", async () => {
    const order: string[] = [];
    const { events: sent, ends } = await events(async (written) => void order.push(`recorded ${written}`));
    expect(order).toEqual(["recorded 2"]);
    expect(sent.map((e) => e.type)).toEqual(["start", "rows", "done"]);
    expect(ends).toEqual([{ outcome: "completed", written: 2 }]);
  });

  it("does not offer the file as complete when the completed record cannot be written", async () => {
    const { events: sent, ends } = await events(async () => {
      throw new DashboardError("store_unavailable", "the trail is down");
    });
    expect(sent.map((e) => e.type)).toEqual(["start", "rows", "error"]);
    expect(sent.at(-1)).toMatchObject({ code: "store_unavailable", written: 2 });
    expect(ends).toEqual([{ outcome: "failed", written: 2, code: "store_unavailable" }]);
  });
});

describe("recording a completed export", () => {
  const what = { user: "ada", details: "csv; 2 rows" };

  it("retries while the store is down, and writes the row once it is back", async () => {
    let tries = 0;
    const write = async () => {
      if (++tries < 3) throw new Error("connection refused");
    };
    await recordCompleted(write, what, new AbortController().signal, [1, 1, 1]);
    expect(tries).toBe(3);
  });

  it("gives up with a store_unavailable error and logs what happened", async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: string) => void logged.push(line));
    try {
      const write = async () => {
        throw new Error("connection refused");
      };
      const failing = recordCompleted(write, what, new AbortController().signal, [1]);
      await expect(failing).rejects.toMatchObject({ code: "store_unavailable" });
      expect(JSON.parse(logged[0]!)).toMatchObject({ user: "ada", details: "csv; 2 rows", attempts: 2, detail: "connection refused" });
      expect(logged[0]).toContain("the file was not offered");
    } finally {
      spy.mockRestore();
    }
  });
});

describe("export slots", () => {
  it("refuse one more export than a user's cap, and than the instance's, at once; a finished export gives its slot back", () => {
    const caps = { perUser: 1, perInstance: 2 };
    const ada = takeExportSlot("ada", caps);
    expect(() => takeExportSlot("ada", caps)).toThrow(/1 export running/);
    const bob = takeExportSlot("bob", caps);
    expect(() => takeExportSlot("cy", caps)).toThrow(/running 2 exports, all it runs at once/);
    ada();
    ada();
    expect(exportsRunning()).toBe(1);
    takeExportSlot("ada", caps)();
    bob();
    expect(exportsRunning()).toBe(0);
  });
});
