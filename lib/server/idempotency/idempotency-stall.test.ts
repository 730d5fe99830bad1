// PostgreSQL frozen (SIGSTOP) in the middle of a note's write, then the same action sent
// again with the same Idempotency-Key, as the dashboard's client does after a 503 (issue
// #39): whether the stall came before the commit (nothing saved) or during it (all saved,
// the answer lost), the call ends with exactly one note and one audit entry, and the 503
// says which of the two happened. Through the real route handlers, on a throwaway
// PostgreSQL (skipped, with the reason, where it is not installed).
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as addNoteRoute } from "@/app/api/calls/[callId]/notes/route";
import { FIXTURES } from "@/demo-service/test-support";
import { routesOnPostgres } from "@/test-support/postgres-routes";
import { answerOf, routeRequest, sessionCookieFor, TEST_SESSION_SECRET } from "@/test-support/route-requests";
import * as audit from "../store/audit";
import { listAudit } from "../store/audit-read";
import { currentStore } from "../store/current-store";
import { listNotes } from "../store/notes";

const postgres = await routesOnPostgres("idempotency", { DASHBOARD_AUTH: "local", DASHBOARD_SESSION_SECRET: TEST_SESSION_SECRET });
const CALL = FIXTURES.longCallId;
const lee = sessionCookieFor("lee", "listener");

const add = (text: string, key: string) =>
  addNoteRoute(routeRequest(`/api/calls/${CALL}/notes`, "POST", lee, { text }, { "idempotency-key": key }), {
    params: Promise.resolve({ callId: CALL }),
  }).then(answerOf);
const counts = async (text: string) => {
  const { db } = await currentStore();
  const notes = (await listNotes(db, CALL)).filter((n) => n.text === text);
  const { entries } = await listAudit(db, { action: "note", page: 1, pageSize: 100 });
  return { notes: notes.length, audit: entries.filter((e) => notes.some((n) => e.details?.startsWith(`note ${n.id}`))).length, ids: notes.map((n) => n.id) };
};

describe.skipIf("skipped" in postgres)(`PostgreSQL frozen mid-write${"skipped" in postgres ? ` (skipped: ${postgres.skipped})` : ""}`, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    if (!("skipped" in postgres)) postgres.unstall();
  });

  it("frozen before the commit: the 503 says nothing was saved, and the retry saves one note and one entry", async () => {
    if ("skipped" in postgres) return;
    await currentStore();
    const record = audit.recordAudit;
    vi.spyOn(audit, "recordAudit").mockImplementationOnce((...args) => {
      postgres.stall();
      return record(...args);
    });
    const refused = await add("frozen before the commit", "action-0001");
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/was not saved/);
    postgres.unstall();
    const again = await add("frozen before the commit", "action-0001");
    expect(again.status).toBe(201);
    expect(await counts("frozen before the commit")).toMatchObject({ notes: 1, audit: 1 });
  }, 30_000);

  it("frozen during the commit: the 503 says it may be saved, and the retry gets the first answer", async () => {
    if ("skipped" in postgres) return;
    await currentStore();
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      if (args[0] === "commit" || (args[0] as { text?: string })?.text === "commit") postgres.stall();
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    const refused = await add("frozen during the commit", "action-0002");
    vi.restoreAllMocks();
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/may have been saved.*never saved twice/);
    postgres.unstall();
    const again = await add("frozen during the commit", "action-0002");
    expect(again.status).toBe(201);
    const { notes, audit: entries, ids } = await counts("frozen during the commit");
    expect({ notes, audit: entries }).toEqual({ notes: 1, audit: 1 });
    expect(again.body.note.id).toBe(ids[0]);
  }, 30_000);

  it("holds no write longer than the database timeout during a stall, the wait for a connection included", async () => {
    if ("skipped" in postgres) return;
    await currentStore();
    postgres.stall();
    try {
      // More writes than the pool has connections (10): the last ones first wait for one.
      const timed = await Promise.all(
        Array.from({ length: 14 }, async (_, i) => {
          const started = performance.now();
          const { status } = await add(`during the stall ${i}`, `stall-bound-${i}`);
          return { status, ms: performance.now() - started };
        }),
      );
      expect(timed.every((t) => t.status === 503)).toBe(true);
      // DASHBOARD_DATABASE_TIMEOUT_MS is 1000 here: one deadline for the wait and the query,
      // not one each (2 s and more before), with room for a busy machine.
      expect(Math.max(...timed.map((t) => t.ms))).toBeLessThan(1600);
    } finally {
      postgres.unstall();
    }
  }, 30_000);

  it("stores a note's moment to the millisecond on PostgreSQL: 1e-46 and 5e-324 are the start, not a 500", async () => {
    if ("skipped" in postgres) return;
    const at = (atSeconds: number, key: string) =>
      addNoteRoute(routeRequest(`/api/calls/${CALL}/notes`, "POST", lee, { text: `at ${atSeconds}`, atSeconds }, { "idempotency-key": key }), {
        params: Promise.resolve({ callId: CALL }),
      }).then(answerOf);
    for (const [moment, stored] of [
      [1e-46, 0],
      [5e-324, 0],
      [86_399.9994, 86_399.999],
      [42.0005, 42.001],
    ] as const) {
      const added = await at(moment, `moment-${moment}`);
      expect(added.status).toBe(201);
      expect(added.body.note.atSeconds).toBe(stored);
      const kept = (await listNotes((await currentStore()).db, CALL)).find((n) => n.id === added.body.note.id);
      expect(kept?.atSeconds).toBe(stored);
    }
  });

  it("a key used for another request is refused; a new action with a new key is saved", async () => {
    if ("skipped" in postgres) return;
    expect((await add("first action", "action-0003")).status).toBe(201);
    const reused = await add("another action", "action-0003");
    expect(reused.status).toBe(409);
    expect((await add("another action", "action-0004")).status).toBe(201);
    expect((await add("bad key", "short")).status).toBe(400);
  });
});
