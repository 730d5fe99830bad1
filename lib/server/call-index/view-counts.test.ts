// The calls view's counts from the roll-ups (view-counts.ts) on both engines: through random
// upserts, status, duration and name changes, soft deletes and a prune, for random ranges
// (edges mid-hour, or none) and filters, each count equals a count over the rows through the
// list's own filter, by status and by slot; the list's total and the summary's agree with it.
import { afterAll, describe, expect, it } from "vitest";
import type { CallResult } from "@/lib/call-results";
import type { ListQuery } from "@/lib/call-results/list-query";
import { seriesCall } from "@/test-support/index-calls";
import { freshStores, storeEngines } from "@/test-support/store-engines";
import { applyRollups, bandOf, FACT_COLUMNS } from "../insights/rollups";
import type { Store } from "../store/database";
import { rollUpSearch } from "../store/migration-025-search-rollups";
import type { SyncContext } from "./context";
import { dayParts } from "./day-parts";
import { prune } from "./reconcile";
import { upsertCalls } from "./rows";
import { searchCalls } from "./search-query";
import { indexSummary } from "./search-summary";
import { rolledUpCounts } from "./view-counts";
import { filtered } from "./view-filter";

const { engines, stop } = await storeEngines("view-counts");
afterAll(stop);

const HOUR = 3_600_000;
const START = Date.parse("2026-11-01T00:00:00Z");
const SPAN = 6 * 24 * HOUR;
const NAMES = ["Éloïse Dupré", "Claire Martin", "Línea Española", "claire", null, ""];
const STATUSES = ["completed", "failed", "no_answer", "in_progress"] as const;
const DIRECTIONS = ["inbound", "outbound", "web"] as const;
// Durations around the bands' edges (5, 10, 30, 60 and 300 s wide; one open band from 7200 s).
const DURATIONS = [null, 0, 4, 5, 59, 60, 61, 89, 90, 119, 120, 125, 299, 300, 301, 599, 600, 615, 1799, 3599, 3600, 7199, 7200, 9000];

function random(seed: number) {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor(seed / 65536) % n;
  };
}

function randomCall(pick: (n: number) => number, i: number, version: number): CallResult {
  const created = START + pick(SPAN / 60_000) * 60_000 + pick(60_000);
  return seriesCall(i, created, {
    agentId: `agent-${pick(4)}`,
    agentName: NAMES[pick(NAMES.length)]!,
    status: STATUSES[pick(STATUSES.length)]!,
    direction: DIRECTIONS[pick(3)]!,
    durationSeconds: DURATIONS[pick(DURATIONS.length)]!,
    isVoicemail: pick(4) === 0,
    updatedAt: new Date(created + version * 1000).toISOString(),
  });
}

/** A random view of one roll-up's kind, over a random range (or none). */
function randomView(pick: (n: number) => number): ListQuery {
  const query: ListQuery = { page: 1, pageSize: 50, sortBy: "createdAt", sortOrder: "desc" };
  if (pick(5) > 0) {
    const from = START - HOUR + pick(SPAN / 60_000) * 60_000 + pick(60_000);
    query.createdFrom = new Date(from).toISOString();
    query.createdTo = new Date(from + pick(SPAN / 60_000) * 60_000 + pick(60_000)).toISOString();
  }
  if (pick(3) === 0) query.status = [STATUSES[pick(4)]!, STATUSES[pick(4)]!].filter((s, i, all) => all.indexOf(s) === i);
  if (pick(3) === 0) query.direction = [DIRECTIONS[pick(3)]!];
  if (pick(4) === 0) query.voicemail = pick(2) ? "yes" : "no";
  const kind = pick(4);
  if (kind === 0) query.agentName = ["clai", "ELOISE", "e", "linea esp", "zz", "%"][pick(6)]!;
  if (kind === 1) {
    const bound = () => DURATIONS[1 + pick(DURATIONS.length - 1)]! + (pick(3) === 0 ? 1 : 0);
    const [a, b] = [bound(), bound()].sort((x, y) => x - y);
    if (pick(3) > 0) query.minDuration = a;
    if (pick(3) > 0) query.maxDuration = b;
  }
  if (kind === 2) {
    if (pick(2)) query.agent = ["Claire Martin", "claire"].slice(0, 1 + pick(2));
    if (pick(2)) query.agentNone = pick(2) ? "yes" : "no";
    if (pick(3) === 0) query.agentId = `agent-${pick(4)}`;
  }
  return query;
}

/** Cuts [from, to) into 1–4 contiguous slots at random minutes. */
function randomSlots(pick: (n: number) => number, [from, to]: [number, number]): Array<[number, number]> {
  const cuts = [from, to];
  for (let i = pick(4); i > 0; i--) cuts.push(from + Math.floor(((to - from) * pick(1000)) / 1000));
  cuts.sort((x, y) => x - y);
  return cuts.slice(1).map((b, i) => [cuts[i]!, b]);
}

async function rowCounts(store: Store, query: ListQuery, slots: Array<[number, number]>, withStatus: boolean) {
  const out: string[] = [];
  for (const [i, [a, b]] of slots.entries()) {
    const rows = await filtered(store, { ...query, createdFrom: undefined, createdTo: undefined }, { withStatus, clock: [[a, b]] })
      .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .execute();
    for (const r of rows) if (Number(r.n) > 0) out.push(`${i} ${r.status} ${Number(r.n)}`);
  }
  return out.sort();
}

function summed(counts: Array<{ slot: number; status: string; calls: number }>): string[] {
  const by = new Map<string, number>();
  for (const c of counts) by.set(`${c.slot} ${c.status}`, (by.get(`${c.slot} ${c.status}`) ?? 0) + c.calls);
  return [...by]
    .filter(([, n]) => n !== 0)
    .map(([k, n]) => `${k} ${n}`)
    .sort();
}

for (const engine of engines) {
  describe.skipIf(engine.skipped !== undefined)(
    `the calls view's counts from the roll-ups ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`,
    () => {
      const fresh = freshStores(engine);

      it("equal a count over the rows through random changes, soft deletes and a prune, by status and by slot", async () => {
        const store = await fresh();
        const pick = random(11);
        const views = random(29);
        let version = 1;
        const check = async (step: string) => {
          // Bounds in one band, past the last band's start, on a band's edge: besides the random ones.
          const fixed = [
            { minDuration: 7201 },
            { minDuration: 9000, maxDuration: 9000 },
            { minDuration: 61, maxDuration: 64 },
            { maxDuration: 7300 },
            { minDuration: 120 },
          ];
          for (let v = 0; v < 25 + fixed.length; v++) {
            const query = v < 25 ? randomView(views) : ({ page: 1, pageSize: 50, sortBy: "createdAt", sortOrder: "desc", ...fixed[v - 25] } as ListQuery);
            const range: [number, number] = [
              query.createdFrom ? Date.parse(query.createdFrom) : START - 2 * HOUR,
              query.createdTo ? Date.parse(query.createdTo) + 1 : START + SPAN + 2 * HOUR,
            ];
            const slots = randomSlots(views, range);
            const withStatus = views(2) === 0;
            // "Now" anywhere in the calls' span: which part of a day the rows read changes, never the count.
            const rolled = await rolledUpCounts(store, query, slots, withStatus, START + views(SPAN));
            expect(rolled, `${step}: ${JSON.stringify(query)}`).not.toBeNull();
            expect(summed(rolled!), `${step}: ${JSON.stringify(query)} ${JSON.stringify(slots)}`).toEqual(await rowCounts(store, query, slots, withStatus));
            const total = (await rowCounts(store, query, [range], true)).reduce((sum, line) => sum + Number(line.split(" ")[2]), 0);
            if (query.createdFrom) {
              expect((await searchCalls(store, query)).pagination.total, `${step}: ${JSON.stringify(query)}`).toBe(total);
              expect((await indexSummary(store, query, "UTC", range[1])).matching).toBe(total);
            }
          }
        };
        // 300 calls, then changes to a random third, three times over.
        await upsertCalls(
          store.db,
          Array.from({ length: 300 }, (_, i) => randomCall(pick, i, version)),
          1,
        );
        await check("written");
        for (let round = 0; round < 3; round++) {
          version++;
          const changed = Array.from({ length: 100 }, () => pick(300));
          await upsertCalls(
            store.db,
            changed.map((i) => randomCall(pick, i, version)),
            version,
          );
          // Soft deletes, as the re-walk makes them (reconcile.ts).
          const gone = Array.from({ length: 10 }, () => `call-${String(pick(300)).padStart(3, "0")}`);
          await store.db.transaction().execute(async (tx) => {
            const facts = await tx.selectFrom("call_index").select(FACT_COLUMNS).where("call_id", "in", gone).where("deleted", "=", 0).execute();
            await tx.updateTable("call_index").set({ deleted: 1 }).where("call_id", "in", gone).execute();
            await applyRollups(tx, facts, []);
          });
          await check(`round ${round}`);
        }
        // The prune at a cutoff mid-hour, two days in.
        const ctx = { db: store.db, now: () => START + 2 * 24 * HOUR + 1_234_567 + 90 * 86_400_000, config: { days: 90 } } as unknown as SyncContext;
        expect(await prune(ctx)).toBeGreaterThan(0);
        await check("pruned");
        // Migration 025 builds the same roll-ups from the rows it finds.
        const tables = async () => {
          const out: string[] = [];
          for (const table of ["insights_day_name", "insights_day_band"] as const) {
            const rows = await store.db.selectFrom(table).selectAll().where("calls", "!=", 0).execute();
            out.push(...rows.map((r) => Object.values(r).map(String).join(" ")));
          }
          return out.sort();
        };
        const kept = await tables();
        expect(kept.length).toBeGreaterThan(100);
        await store.db.deleteFrom("insights_day_name").execute();
        await store.db.deleteFrom("insights_day_band").execute();
        await rollUpSearch(store.db as never);
        expect(await tables()).toEqual(kept);
      });

      it("leave a view with a filter no roll-up keeps to the rows", async () => {
        const store = await fresh();
        const base: ListQuery = { page: 1, pageSize: 50, sortBy: "createdAt", sortOrder: "desc" };
        for (const extra of [
          { phone: "555" },
          { agentName: "clai", minDuration: 5 },
          { agent: ["x"], direction: ["web"], maxDuration: 5 },
          { hour: 3 },
          { recording: "yes" },
        ])
          expect(await rolledUpCounts(store, { ...base, ...extra } as ListQuery, [[0, 1]], true)).toBeNull();
      });

      it("read a chart's days in New York as the UTC day less its 5 hours before local midnight", () => {
        const D = Date.parse("2026-11-10T00:00:00Z");
        const bins = [0, 1, 2].map((i) => [D + 5 * HOUR + i * 24 * HOUR, D + 29 * HOUR + i * 24 * HOUR] as const);
        const { days, pieces } = dayParts(bins, D + 30 * 24 * HOUR);
        expect(days).toEqual([
          [D, D + 24 * HOUR, 0],
          [D + 24 * HOUR, D + 48 * HOUR, 1],
          [D + 48 * HOUR, D + 72 * HOUR, 2],
        ]);
        expect(pieces.map((p) => [(p.from - D) / HOUR, (p.to - D) / HOUR, p.uses])).toEqual([
          [0, 5, [[0, -1]]],
          [
            24,
            29,
            [
              [1, -1],
              [0, 1],
            ],
          ],
          [
            48,
            53,
            [
              [2, -1],
              [1, 1],
            ],
          ],
          [72, 77, [[2, 1]]],
        ]);
        // Today up to now: the rest of the day is to come, so the day is read less nothing.
        expect(dayParts([[D + 2 * HOUR, D + 3 * HOUR + 1]], D + 3 * HOUR).days).toEqual([]);
        // Yesterday's 20 hours as the day less its first 4, today's as the day less the 4 to come.
        const twoDays = dayParts([[D - 20 * HOUR, D + 20 * HOUR]], D + 20 * HOUR);
        expect(twoDays.days.map(([a, , slot]) => [(a - D) / HOUR, slot])).toEqual([
          [-24, 0],
          [0, 0],
        ]);
        expect(twoDays.pieces.map((p) => [(p.from - D) / HOUR, (p.to - D) / HOUR, p.uses])).toEqual([
          [-24, -20, [[0, -1]]],
          [20, 24, [[0, -1]]],
        ]);
      });

      it("band durations narrowly where bounds are typed", () => {
        expect([0, 4, 5, 119, 120, 129, 599, 600, 629, 3599, 3600, 7199, 7200, 99999].map(bandOf)).toEqual([
          0, 0, 5, 115, 120, 120, 590, 600, 600, 3540, 3600, 6900, 7200, 7200,
        ]);
      });
    },
  );
}
