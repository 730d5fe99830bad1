// The call index's sync writes SQLite through a connection in a worker thread (issue #37): the
// same Kysely queries, run off the main thread. Its errors reach the caller with SQLite's
// message and code, a failed transaction leaves nothing behind, a transaction never holds the
// write lock while it waits for the main thread, a worker that dies is replaced, and while it
// runs a long query the main thread keeps turning and reading.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openTestStore } from "@/test-support/store-engines";
import type { Store } from "./database";
import { SqliteWorkerError, sqliteWorkerDb } from "./sqlite-worker";

const opened: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function fresh(): Promise<{ store: Store; file: string; writer: ReturnType<typeof sqliteWorkerDb> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-worker-")), "d.sqlite");
  const store = await openTestStore({ engine: "sqlite", file });
  const writer = sqliteWorkerDb(file);
  opened.push({ close: () => writer.db.destroy() }, store);
  return { store, file, writer };
}

const state = (key: string) => ({ key, value: "{}", updated_ms: 1 });
const keys = async (store: Store) => (await store.db.selectFrom("call_index_state").select("key").orderBy("key").execute()).map((r) => r.key);

describe("the store's SQLite connection in a worker thread", () => {
  it("writes what the main connection then reads, and answers selects and changes as Kysely's own driver", async () => {
    const { store, writer } = await fresh();
    const inserted = await writer.db
      .insertInto("call_index_state")
      .values([state("a"), state("b")])
      .executeTakeFirst();
    expect(Number(inserted.numInsertedOrUpdatedRows)).toBe(2);
    expect(await keys(store)).toEqual(["a", "b"]);
    expect(await writer.db.selectFrom("call_index_state").select("key").where("key", "=", "b").execute()).toEqual([{ key: "b" }]);
    const deleted = await writer.db.deleteFrom("call_index_state").where("key", "=", "a").executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
  });

  it("raises SQLite's error with its code, and a failed transaction leaves nothing behind", async () => {
    const { store, writer } = await fresh();
    await writer.db.insertInto("call_index_state").values(state("held")).execute();
    const failing = writer.db.transaction().execute(async (tx) => {
      await tx.insertInto("call_index_state").values(state("new")).execute();
      await tx.insertInto("call_index_state").values(state("held")).execute();
    });
    await expect(failing).rejects.toThrow(SqliteWorkerError);
    await expect(failing).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT_PRIMARYKEY", message: expect.stringContaining("UNIQUE constraint failed") });
    expect(await keys(store)).toEqual(["held"]);
    await expect(sql`select * from no_such_table`.execute(writer.db)).rejects.toThrow(/no such table: no_such_table/);
  });

  it("holds no lock between a transaction's round trips: a main connection's write meanwhile goes through, and the transaction commits whole", async () => {
    const { store, writer } = await fresh();
    await writer.db.transaction().execute(async (tx) => {
      await tx.insertInto("call_index_state").values(state("first")).execute();
      expect(await tx.selectFrom("call_index_state").select("key").execute()).toEqual([]);
      // Held across this round trip, the write lock would keep this write waiting, and the
      // main thread with it, until busy_timeout failed it (SQLITE_BUSY).
      await store.db.insertInto("call_index_state").values(state("main")).execute();
      await tx.insertInto("call_index_state").values(state("second")).execute();
      expect(await keys(store)).toEqual(["main"]);
    });
    expect(await keys(store)).toEqual(["first", "main", "second"]);
  });

  it("a worker that dies mid-transaction loses nothing that was committed, and the next query starts a new worker", async () => {
    const { store, writer } = await fresh();
    await writer.db.insertInto("call_index_state").values(state("before")).execute();
    await writer.db.transaction().execute(async (tx) => {
      await tx.insertInto("call_index_state").values(state("during")).execute();
      await writer.worker()!.terminate();
      await tx.insertInto("call_index_state").values(state("after")).execute();
    });
    expect(await keys(store)).toEqual(["after", "before", "during"]);
    // A query in flight when the worker dies fails with a clear message.
    const long = sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) from c`.execute(writer.db);
    await new Promise((r) => setTimeout(r, 50));
    await writer.worker()!.terminate();
    await expect(long).rejects.toThrow(/sync writer exited/);
    await writer.db.insertInto("call_index_state").values(state("later")).execute();
    expect(await keys(store)).toContain("later");
  });

  it("keeps the main thread turning, and reading, while it runs a long query", async () => {
    const { store, writer } = await fresh();
    let turns = 0;
    let running = true;
    const count = () => {
      turns++;
      if (running) setImmediate(count);
    };
    setImmediate(count);
    const long = sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) as n from c`.execute(
      writer.db,
    );
    // The main connection answers meanwhile.
    expect(await keys(store)).toEqual([]);
    const { rows } = await long;
    running = false;
    expect(rows[0]!.n).toBe(3_000_000);
    expect(turns).toBeGreaterThan(10);
  });

  it("is the sync's store on SQLite, closed with the store", async () => {
    const { store } = await fresh();
    const syncDb = store.syncDb();
    expect(syncDb).not.toBe(store.db);
    expect(store.syncDb()).toBe(syncDb);
    await syncDb.insertInto("call_index_state").values(state("synced")).execute();
    expect(await keys(store)).toEqual(["synced"]);
  });
});
