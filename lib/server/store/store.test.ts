// The store's suite, run unchanged on both engines: SQLite (always) and PostgreSQL (a
// throwaway cluster from scripts/engines.ts; reported as skipped, with the reason, where
// PostgreSQL is not installed).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DashboardError } from "@/lib/errors";
import { VIEWS_PER_OWNER } from "@/lib/saved-views/saved-view";
import { startPostgres } from "@/scripts/engines";
import { MAX_FIELD_LENGTH, PRUNE_LOCK, pruneAudit, recordAudit } from "./audit";
import { auditCsvStream, listAudit } from "./audit-read";
import { type OpenOptions, openStore, type Store, StoreStartError } from "./database";
import { storeMigrations } from "./migrations";
import { clearStartView, createView, deleteView, findView, listViews, renameView, SHARED_OWNER, setStartView, startViewOf } from "./saved-views";
import { readValidSince, writeValidSince } from "./session-generations";
import type { DatabaseConfig } from "./store-config";
import { findUser, putUser, removeUser } from "./users";

const postgres = await startPostgres();
afterAll(() => {
  if (!("skipped" in postgres)) postgres.stop();
});

let databases = 0;
interface Engine {
  title: string;
  skipped?: string;
  /** A fresh, empty store location on this engine. */
  fresh: () => Promise<DatabaseConfig>;
}
const ENGINES: Engine[] = [
  {
    title: "on SQLite",
    fresh: async () => ({ engine: "sqlite", file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "store-test-")), "dashboard.sqlite") }),
  },
  {
    title: "on PostgreSQL",
    skipped: "skipped" in postgres ? postgres.skipped : undefined,
    fresh: async () => {
      if ("skipped" in postgres) throw new Error(postgres.skipped);
      const url = await postgres.createDatabase(`store_test_${process.pid}_${++databases}`);
      return { engine: "postgres", url, safeUrl: url.replace(/:[^:@/]*@/, ":***@"), timeoutMs: 5000 };
    },
  },
];

for (const engine of ENGINES) {
  describe.skipIf(engine.skipped !== undefined)(`the store ${engine.title}${engine.skipped ? ` (skipped: ${engine.skipped})` : ""}`, () => {
    const opened: Store[] = [];
    const legacyDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "store-legacy-"));
    const open = async (config: DatabaseConfig, options: Partial<OpenOptions> = {}) => {
      const dir = legacyDir();
      const store = await openStore(config, { legacy: { usersFile: path.join(dir, "users.json"), dataDir: dir }, log: () => {}, ...options });
      opened.push(store);
      return store;
    };
    const fresh = async (options: Partial<OpenOptions> = {}) => open(await engine.fresh(), options);
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });

    describe("migrations", () => {
      it("apply once: a second start applies nothing, and two instances starting together both come up", async () => {
        const config = await engine.fresh();
        const log: string[] = [];
        await open(config, { log: (m) => log.push(m) });
        // Every migration, in name order, once (the list grows with each migration; a
        // later one may not sort before a shipped one).
        const names = Object.keys(storeMigrations(config.engine, { usersFile: "", dataDir: "" }, () => {})).sort();
        expect(names.slice(0, 8)).toEqual([
          "001_tables",
          "002_import_files",
          "003_audit_details",
          "004_saved_views",
          "005_audit_repeats",
          "006_notes_and_reviews",
          "007_call_marks",
          "008_call_index",
        ]);
        expect(log).toEqual(names.map((name) => `store: applied migration ${name}`));
        const [a, b] = await Promise.all([open(config, { log: (m) => log.push(m) }), open(config, { log: (m) => log.push(m) })]);
        expect(log).toHaveLength(names.length);
        await recordAudit(a.db, { user: "u", action: "play", callId: "c", callTaskId: null, client: "x", outcome: "issued" });
        expect((await listAudit(b.db, { page: 1, pageSize: 10 })).total).toBe(1);
      });

      it("import an existing users.json once, and say so", async () => {
        const dir = legacyDir();
        const usersFile = path.join(dir, "users.json");
        fs.writeFileSync(usersFile, JSON.stringify({ users: [{ name: "ada", role: "admin", passwordHash: "$2b$04$hash" }, { name: "bad" }] }));
        const config = await engine.fresh();
        const log: string[] = [];
        const store = await open(config, { legacy: { usersFile, dataDir: dir }, log: (m) => log.push(m) });
        expect(await findUser(store.db, "ada")).toEqual({ id: expect.any(String), name: "ada", role: "admin", passwordHash: "$2b$04$hash" });
        expect(await findUser(store.db, "bad")).toBeNull();
        expect(log).toContain(`store: imported 1 local user(s) from ${usersFile}; the store holds them now, and the file is no longer read`);
        // Deleted after the import, the user stays deleted on the next start.
        await removeUser(store.db, "ada");
        const again = await open(config, { legacy: { usersFile, dataDir: dir } });
        expect(await findUser(again.db, "ada")).toBeNull();
      });

      it("import the audit trail and the revocations an instance kept in its own files", async () => {
        const dir = legacyDir();
        const audit = new Database(path.join(dir, "audit.sqlite"));
        audit.exec(`CREATE TABLE audit (id INTEGER PRIMARY KEY, at TEXT NOT NULL, user TEXT NOT NULL, action TEXT NOT NULL,
          call_id TEXT, call_task_id TEXT, client TEXT NOT NULL, outcome TEXT NOT NULL)`);
        const insert = audit.prepare("INSERT INTO audit (at, user, action, call_id, call_task_id, client, outcome) VALUES (?, ?, ?, ?, ?, ?, ?)");
        audit.transaction(() => {
          for (let i = 0; i < 1203; i++)
            insert.run(new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), "old", "play", `call_${i}`, null, "10.0.0.1", "issued");
        })();
        audit.close();
        const sessions = new Database(path.join(dir, "sessions.sqlite"));
        sessions.exec("CREATE TABLE session_generation (user TEXT PRIMARY KEY, valid_since INTEGER NOT NULL)");
        sessions.prepare("INSERT INTO session_generation VALUES (?, ?)").run("revoked", 1_800_000_000_000);
        sessions.close();
        const store = await fresh({ legacy: { usersFile: path.join(dir, "users.json"), dataDir: dir } });
        const { entries, total } = await listAudit(store.db, { user: "old", page: 1, pageSize: 1 });
        expect(total).toBe(1203);
        expect(entries[0]).toMatchObject({ user: "old", callId: "call_1202", client: "10.0.0.1" });
        expect(await readValidSince(store.db, "revoked")).toBe(1_800_000_000_000);
      });

      it("a failed migration stops the start with a message naming it", async () => {
        const dir = legacyDir();
        fs.writeFileSync(path.join(dir, "users.json"), "{ not json");
        const failed = fresh({ legacy: { usersFile: path.join(dir, "users.json"), dataDir: dir } });
        await expect(failed).rejects.toBeInstanceOf(StoreStartError);
        await expect(failed).rejects.toThrow(/migration "002_import_files" failed, so the dashboard did not start: .*JSON/);
      });
    });

    describe("audit entries", () => {
      const entry = (i: number, over: Partial<Parameters<typeof recordAudit>[1]> = {}) => ({
        user: i % 2 ? "odd" : "even",
        action: i % 3 ? ("play" as const) : ("download" as const),
        callId: `call_${i}`,
        callTaskId: null,
        client: "203.0.113.1",
        outcome: "issued",
        ...over,
      });

      it("keep text PostgreSQL cannot hold out of the way: a NUL is dropped, the rest kept", async () => {
        const { db } = await fresh();
        await recordAudit(db, entry(1, { client: "203.0.113.1\u0000evil", outcome: "iss\u0000ued" }));
        const [row] = (await listAudit(db, { page: 1, pageSize: 1 })).entries;
        expect([row!.client, row!.outcome]).toEqual(["203.0.113.1evil", "issued"]);
      });

      it("list newest first, filtered by user, action and time, with the total", async () => {
        const { db } = await fresh();
        const t0 = Date.UTC(2026, 5, 1);
        for (let i = 0; i < 30; i++) await recordAudit(db, entry(i), t0 + i * 60_000);
        const all = await listAudit(db, { page: 1, pageSize: 10 });
        expect(all.total).toBe(30);
        expect(all.entries.map((e) => e.callId)).toEqual(Array.from({ length: 10 }, (_, i) => `call_${29 - i}`));
        expect(all.entries[0]).toEqual({
          at: new Date(t0 + 29 * 60_000).toISOString(),
          user: "odd",
          action: "play",
          callId: "call_29",
          callTaskId: null,
          client: "203.0.113.1",
          outcome: "issued",
          details: null,
          repeats: 1,
          lastAt: null,
        });
        const page3 = await listAudit(db, { page: 3, pageSize: 10 });
        expect(page3.entries.map((e) => e.callId).at(-1)).toBe("call_0");
        const filtered = await listAudit(db, {
          user: "even",
          action: "download",
          from: new Date(t0 + 5 * 60_000).toISOString(),
          to: new Date(t0 + 25 * 60_000).toISOString(),
          page: 1,
          pageSize: 50,
        });
        expect(filtered.entries.map((e) => e.callId)).toEqual(["call_24", "call_18", "call_12", "call_6"]);
        expect(filtered.total).toBe(4);
      });

      it("cap every field's length", async () => {
        const { db } = await fresh();
        await recordAudit(db, entry(1, { user: "u".repeat(10_000), client: "c".repeat(10_000), outcome: "o".repeat(999) }));
        const [stored] = (await listAudit(db, { page: 1, pageSize: 1 })).entries;
        expect([stored?.user.length, stored?.client.length, stored?.outcome.length]).toEqual([MAX_FIELD_LENGTH, MAX_FIELD_LENGTH, MAX_FIELD_LENGTH]);
      });

      it("export as CSV, newest first, in batches, unchanged by rows added meanwhile", async () => {
        const { db } = await fresh();
        for (let i = 0; i < 1500; i++) await recordAudit(db, entry(i, { user: "bulk", outcome: i === 7 ? "=cmd,1" : "issued" }));
        const reader = auditCsvStream(db, { user: "bulk" }).getReader();
        const first = new TextDecoder().decode((await reader.read()).value);
        await recordAudit(db, entry(9999, { user: "bulk" }));
        let text = first;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
        }
        const lines = text.trim().split("\r\n");
        expect(lines[0]).toBe("at,user,action,callId,callTaskId,client,outcome,details,repeats,lastAt");
        expect(lines).toHaveLength(1501);
        expect(lines[1]).toContain("call_1499");
        expect(lines.at(-1)).toContain("call_0");
        expect(lines.find((l) => l.includes("call_7,"))).toContain(`"'=cmd,1"`);
        // Every row fills every column of the header; an unfolded entry stands for 1.
        expect(lines.find((l) => l.includes("call_8,"))).toMatch(/,issued,,1,$/);
      });

      it("prune entries past the retention, keeping the rest", async () => {
        const store = await fresh();
        const now = Date.UTC(2026, 5, 30);
        await recordAudit(store.db, entry(1), now - 91 * 86_400_000);
        await recordAudit(store.db, entry(2), now - 89 * 86_400_000);
        expect(await pruneAudit(store, 90, now)).toBe(1);
        expect((await listAudit(store.db, { page: 1, pageSize: 10 })).entries.map((e) => e.callId)).toEqual(["call_2"]);
      });

      it("fold a refusal repeated within ten minutes into one entry with a count; events are never folded", async () => {
        const { db } = await fresh();
        const t0 = Date.UTC(2026, 5, 1, 12);
        const refused = entry(1, { user: "pushy", outcome: "forbidden" });
        for (let i = 0; i < 300; i++) await recordAudit(db, refused, t0 + i * 1000);
        await recordAudit(db, entry(1, { user: "pushy" }), t0 + 301_000);
        await recordAudit(db, entry(1, { user: "pushy" }), t0 + 302_000);
        // Another target, or the same refusal after the window, starts an entry of its own.
        await recordAudit(db, entry(2, { user: "pushy", outcome: "forbidden" }), t0 + 303_000);
        await recordAudit(db, refused, t0 + 299_000 + 11 * 60_000);
        const { entries, total } = await listAudit(db, { user: "pushy", page: 1, pageSize: 10 });
        expect(total).toBe(5);
        expect(entries.map((e) => [e.callId, e.outcome, e.repeats])).toEqual([
          ["call_1", "forbidden", 1],
          ["call_2", "forbidden", 1],
          ["call_1", "issued", 1],
          ["call_1", "issued", 1],
          ["call_1", "forbidden", 300],
        ]);
        expect(entries[4]?.lastAt).toBe(new Date(t0 + 299_000).toISOString());
      });

      it("never fold an export's entries: each start, end and failure keeps its own filters", async () => {
        const { db } = await fresh();
        const t0 = Date.UTC(2026, 5, 1, 12);
        const exported = (outcome: string, details: string) => ({ ...entry(0, { user: "ada", outcome }), action: "export" as const, callId: null, details });
        await recordAudit(db, exported("started", "csv; no filters"), t0);
        await recordAudit(db, exported("started", "csv; status=failed"), t0 + 1000);
        await recordAudit(db, exported("failed: upstream_error", "csv; no filters; 500 rows"), t0 + 2000);
        await recordAudit(db, exported("failed: upstream_error", "csv; status=failed; 0 rows"), t0 + 3000);
        const { entries } = await listAudit(db, { user: "ada", page: 1, pageSize: 10 });
        expect(entries.map((e) => [e.details, e.repeats])).toEqual([
          ["csv; status=failed; 0 rows", 1],
          ["csv; no filters; 500 rows", 1],
          ["csv; status=failed", 1],
          ["csv; no filters", 1],
        ]);
      });

      it("never drop a security event, however many entries there are, and prune nothing younger than the retention", async () => {
        const store = await fresh();
        const now = Date.UTC(2026, 5, 30);
        // Issue #39: past 2 M rows, 40 forbidden downloads used to leave no row.
        for (let i = 0; i < 40; i++) await recordAudit(store.db, { ...entry(100 + i, { outcome: "forbidden" }), action: "download" }, now + i * 1000);
        const { entries, total } = await listAudit(store.db, { action: "download", page: 1, pageSize: 50 });
        expect(total).toBe(40);
        expect(entries.every((e) => e.outcome === "forbidden" && e.repeats === 1)).toBe(true);
        expect(await pruneAudit(store, 90, now)).toBe(0);
      });

      it("fold one user's edits of one note within a minute into one entry with a count; other notes, users and minutes keep their own", async () => {
        const { db } = await fresh();
        const t0 = Date.UTC(2026, 5, 1, 12);
        const edit = (user: string, note: string) => ({ ...entry(1, { user, outcome: "edited" }), action: "note" as const, details: `note ${note}` });
        for (let i = 0; i < 300; i++) await recordAudit(db, edit("lee", "n1"), t0 + i * 150);
        await recordAudit(db, edit("lee", "n2"), t0 + 1000);
        await recordAudit(db, edit("ada", "n1"), t0 + 2000);
        await recordAudit(db, { ...edit("lee", "n1"), outcome: "added" }, t0 + 3000);
        await recordAudit(db, edit("lee", "n1"), t0 + 45_000 + 61_000);
        const { entries, total } = await listAudit(db, { action: "note", page: 1, pageSize: 10 });
        expect(total).toBe(5);
        expect(entries.map((e) => [e.user, e.details, e.outcome, e.repeats])).toEqual([
          ["lee", "note n1", "edited", 1],
          ["lee", "note n1", "added", 1],
          ["ada", "note n1", "edited", 1],
          ["lee", "note n2", "edited", 1],
          ["lee", "note n1", "edited", 300],
        ]);
      });
    });

    describe("local users", () => {
      it("are added, replaced and removed", async () => {
        const { db } = await fresh();
        expect(await findUser(db, "rita")).toBeNull();
        await putUser(db, { name: "rita", role: "admin", passwordHash: "h1" });
        const { id } = (await findUser(db, "rita"))!;
        await putUser(db, { name: "rita", role: "viewer", passwordHash: "h2" });
        // Replaced, she keeps her id (migration 018): a new password or role is the same person.
        expect(await findUser(db, "rita")).toEqual({ id, name: "rita", role: "viewer", passwordHash: "h2" });
        expect(await removeUser(db, "rita")).toBe(true);
        expect(await removeUser(db, "rita")).toBe(false);
        expect(await findUser(db, "rita")).toBeNull();
      });

      it("with a role this version does not know sign nobody in", async () => {
        const { db } = await fresh();
        await db.insertInto("dashboard_user").values({ name: "future", role: "owner", password_hash: "h" }).execute();
        expect(await findUser(db, "future")).toBeNull();
      });
    });

    describe("saved views", () => {
      const refusal = async (promise: Promise<unknown>) => {
        const error = await promise.then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(DashboardError);
        return error as DashboardError;
      };

      it("are each user's own plus the shared ones, personal first, by name, and survive a reopening", async () => {
        const config = await engine.fresh();
        const { db } = await open(config);
        await createView(db, { owner: "ann", name: "Zeta", search: "status=failed" });
        await createView(db, { owner: "ann", name: "alpha", search: "" });
        await createView(db, { owner: SHARED_OWNER, name: "Team", search: "live=1" });
        await createView(db, { owner: "bob", name: "Bob's", search: "agentId=a1" });
        const again = await open(config);
        const seen = (user: string | null) => listViews(again.db, user).then((views) => views.map((v) => `${v.scope}:${v.name}`));
        expect(await seen("ann")).toEqual(["personal:alpha", "personal:Zeta", "shared:Team"]);
        expect(await seen("bob")).toEqual(["personal:Bob's", "shared:Team"]);
        expect(await seen(null)).toEqual(["shared:Team"]);
      });

      it("store the query as the URL parser reads it: canonical, without the page, columns in the spec's order", async () => {
        const { db } = await fresh();
        const view = await createView(db, {
          owner: "ann",
          name: "  Failed, long  ",
          search: "?page=4&columns=status,callId&live=1&sortOrder=desc&status=no_answer,failed&pageSize=50&utm=x",
        });
        expect(view).toMatchObject({ name: "Failed, long", scope: "personal", search: "status=no_answer%2Cfailed&pageSize=50&live=1&columns=callId%2Cstatus" });
        expect(await findView(db, view.id)).toEqual(view);
      });

      it("refuse an invalid query, naming each bad parameter, and store nothing", async () => {
        const { db } = await fresh();
        const error = await refusal(createView(db, { owner: "ann", name: "Bad", search: "pageSize=9999&live=yes&columns=nope&sortBy=agentName" }));
        expect(error.code).toBe("invalid_request");
        expect(error.extra.details?.map((d) => d.param)).toEqual(["pageSize", "sortBy", "live", "columns"]);
        expect(error.message).toMatch(/pageSize must be between 1 and 500/);
        const tooLong = await refusal(createView(db, { owner: "ann", name: "Long", search: `callId=${"x".repeat(2100)}` }));
        expect(tooLong.extra.details).toEqual([{ param: "search", message: expect.stringMatching(/at most 2000/) }]);
        expect(await listViews(db, "ann")).toEqual([]);
      });

      it("need a name of 1 to 80 characters, on one line, unique per owner", async () => {
        const { db } = await fresh();
        expect((await refusal(createView(db, { owner: "ann", name: "   ", search: "" }))).message).toBe("Name must not be empty.");
        expect((await refusal(createView(db, { owner: "ann", name: "n".repeat(81), search: "" }))).message).toBe(
          "Name is 81 characters long; at most 80 are allowed.",
        );
        // Characters, not UTF-16 units: 80 emoji fit.
        await createView(db, { owner: "ann", name: "😀".repeat(80), search: "" });
        expect((await refusal(createView(db, { owner: "ann", name: "a\nb", search: "" }))).extra.details?.[0]?.param).toBe("name");
        await createView(db, { owner: "ann", name: "Mine", search: "" });
        const taken = await refusal(createView(db, { owner: "ann", name: "Mine", search: "live=1" }));
        expect([taken.code, taken.status, taken.message]).toEqual(["conflict", 409, 'One of your views is already named "Mine". Choose another name.']);
        // Another owner may use the same name, the shared views too.
        await createView(db, { owner: "bob", name: "Mine", search: "" });
        await createView(db, { owner: SHARED_OWNER, name: "Mine", search: "" });
        expect((await refusal(createView(db, { owner: SHARED_OWNER, name: "Mine", search: "" }))).message).toMatch(/^A shared view is already named/);
      });

      it("are renamed under the same rules, and deleted", async () => {
        const { db } = await fresh();
        const a = await createView(db, { owner: "ann", name: "A", search: "" });
        await createView(db, { owner: "ann", name: "B", search: "" });
        expect((await refusal(renameView(db, a, "B"))).code).toBe("conflict");
        expect((await refusal(renameView(db, a, ""))).code).toBe("invalid_request");
        expect(await renameView(db, a, " C ")).toMatchObject({ id: a.id, name: "C" });
        expect((await listViews(db, "ann")).map((v) => v.name)).toEqual(["B", "C"]);
        await deleteView(db, a.id);
        expect(await findView(db, a.id)).toBeNull();
        expect(await findView(db, "not-an-id")).toBeNull();
      });

      it(`are at most ${VIEWS_PER_OWNER} per owner, also when saved at once`, async () => {
        const { db } = await fresh();
        for (let i = 0; i < VIEWS_PER_OWNER - 3; i++) await createView(db, { owner: "ann", name: `v${i}`, search: "" });
        const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => createView(db, { owner: "ann", name: `burst${i}`, search: "" })));
        expect(results.filter((r) => r.status === "fulfilled").length).toBeLessThanOrEqual(3);
        expect((await listViews(db, "ann")).length).toBeLessThanOrEqual(VIEWS_PER_OWNER);
        while ((await listViews(db, "ann")).length < VIEWS_PER_OWNER) await createView(db, { owner: "ann", name: `fill${Math.random()}`, search: "" });
        const full = await refusal(createView(db, { owner: "ann", name: "one more", search: "" }));
        expect([full.code, full.message]).toEqual(["conflict", `You have already ${VIEWS_PER_OWNER} saved views, the most there may be. Delete one first.`]);
        // Another owner is not affected.
        await createView(db, { owner: "bob", name: "one more", search: "" });
      });

      it("give each user one start view, cleared when the view is deleted or no longer theirs to see", async () => {
        const { db } = await fresh();
        const mine = await createView(db, { owner: "ann", name: "Mine", search: "status=failed" });
        const shared = await createView(db, { owner: SHARED_OWNER, name: "Team", search: "live=1" });
        expect(await startViewOf(db, "ann")).toBeNull();
        await setStartView(db, "ann", mine.id);
        await setStartView(db, "bob", shared.id);
        expect((await startViewOf(db, "ann"))?.name).toBe("Mine");
        await setStartView(db, "ann", shared.id);
        expect((await startViewOf(db, "ann"))?.name).toBe("Team");
        // Someone else's personal view is never a start view.
        await setStartView(db, "bob", mine.id);
        expect(await startViewOf(db, "bob")).toBeNull();
        await setStartView(db, "bob", shared.id);
        await deleteView(db, shared.id);
        expect([await startViewOf(db, "ann"), await startViewOf(db, "bob")]).toEqual([null, null]);
        await setStartView(db, "ann", mine.id);
        await clearStartView(db, "ann");
        expect(await startViewOf(db, "ann")).toBeNull();
      });

      it("go with their user: removing a user removes their personal views and start view, not the shared ones", async () => {
        const { db } = await fresh();
        await putUser(db, { name: "ann", role: "viewer", passwordHash: "x" });
        const ann = (await findUser(db, "ann"))!.id;
        const mine = await createView(db, { owner: ann, ownerName: "ann", name: "Mine", search: "status=failed" });
        const shared = await createView(db, { owner: SHARED_OWNER, name: "Team", search: "live=1" });
        await createView(db, { owner: "bob", name: "Bob's", search: "" });
        await setStartView(db, ann, mine.id);
        await setStartView(db, "bob", shared.id);
        expect(await removeUser(db, "ann")).toBe(true);
        // Views and start views are kept by id: the old one's are gone with her.
        expect(await listViews(db, ann)).toEqual([expect.objectContaining({ id: shared.id })]);
        expect(await startViewOf(db, ann)).toBeNull();
        expect((await startViewOf(db, "bob"))?.id).toBe(shared.id);
        expect((await listViews(db, "bob")).map((v) => v.name)).toEqual(["Bob's", "Team"]);
      });

      it("saved by an older version with a parameter no longer valid are read as stored, not refused", async () => {
        const { db } = await fresh();
        await db
          .insertInto("saved_view")
          .values({
            id: "00000000-0000-4000-8000-000000000001",
            owner: "ann",
            owner_id: "ann",
            name: "Old",
            search: "sortBy=agentName&status=failed",
            created_at: "2025-01-01T00:00:00.000Z",
          })
          .execute();
        await setStartView(db, "ann", "00000000-0000-4000-8000-000000000001");
        expect((await listViews(db, "ann"))[0]).toMatchObject({ name: "Old", search: "sortBy=agentName&status=failed" });
        expect((await startViewOf(db, "ann"))?.search).toBe("sortBy=agentName&status=failed");
      });
    });

    describe("session generations", () => {
      it("only grow, by at least 1 ms per revocation, also for revocations at once", async () => {
        const { db } = await fresh();
        expect(await readValidSince(db, "sam")).toBe(0);
        const now = 1_900_000_000_000;
        await writeValidSince(db, "sam", now, 0);
        await writeValidSince(db, "sam", now, 0);
        expect(await readValidSince(db, "sam")).toBe(now + 1);
        await writeValidSince(db, "sam", now - 5000, 0);
        expect(await readValidSince(db, "sam")).toBe(now + 2);
        await Promise.all(Array.from({ length: 5 }, () => writeValidSince(db, "sam", now, 0)));
        expect(await readValidSince(db, "sam")).toBe(now + 7);
      });

      it("forget rows too old to void any session", async () => {
        const { db } = await fresh();
        await writeValidSince(db, "old", 1000, 0);
        await writeValidSince(db, "new", 5000, 2000);
        expect(await readValidSince(db, "old")).toBe(0);
        expect(await readValidSince(db, "new")).toBe(5000);
      });
    });
  });
}

// Only PostgreSQL is shared by instances, so only there does pruning need its lock.
describe.skipIf("skipped" in postgres)(`audit pruning on PostgreSQL${"skipped" in postgres ? ` (skipped: ${postgres.skipped})` : ""}`, () => {
  it("runs in one instance at a time: another instance skips its turn while one prunes", async () => {
    const config = await ENGINES[1]!.fresh();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-legacy-"));
    const options = { legacy: { usersFile: path.join(dir, "users.json"), dataDir: dir }, log: () => {} };
    const [one, another] = [await openStore(config, options), await openStore(config, options)];
    try {
      const now = Date.UTC(2026, 5, 30);
      await recordAudit(one.db, { user: "u", action: "play", callId: "c", callTaskId: null, client: "x", outcome: "issued" }, now - 100 * 86_400_000);
      let whileHeld: number | null | undefined;
      await one.db.transaction().execute(async (trx) => {
        // As pruneAudit takes it: the first instance is pruning now.
        await sql`select pg_advisory_xact_lock(${PRUNE_LOCK})`.execute(trx);
        whileHeld = await pruneAudit(another, 90, now);
      });
      expect(whileHeld).toBeNull();
      expect(await pruneAudit(another, 90, now)).toBe(1);
    } finally {
      await Promise.all([one.close(), another.close()]);
    }
  });
});
