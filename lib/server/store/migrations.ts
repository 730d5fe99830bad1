import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { ROLES, type Role } from "@/lib/roles";
import { notesAndReviews } from "./migration-006-notes-and-reviews";
import { callMarks } from "./migration-007-call-marks";
import { callIndex } from "./migration-008-call-index";
import { callIndexPhone } from "./migration-009-call-index-phone";
import { insightsRollups } from "./migration-015-insights";
import type { StoreSchema } from "./schema";

// The store's schema, as versioned migrations. Kysely's Migrator applies the missing ones
// in name order at start, holding a lock (a PostgreSQL advisory lock; SQLite's single
// writer), and records each in kysely_migration, so instances starting together apply
// each step once. Never edit a migration that has shipped: add the next one.

export interface LegacyFiles {
  /** DASHBOARD_USERS_FILE, which held the local users before the store did. */
  usersFile: string;
  /** DASHBOARD_DATA_DIR, where audit.sqlite and sessions.sqlite were kept. */
  dataDir: string;
}

const IMPORT_BATCH = 500;

// The import of the old audit.sqlite as shipped: a frozen copy of the text rule of then
// (PostgreSQL's text cannot hold a NUL), not audit.ts's live one, so that a later change
// there cannot change what this migration did.
const storableText = (value: string) => value.replaceAll("\u0000", "");

/** A row of the audit.sqlite of older versions, as it was then (not the live schema, which moves on). */
interface LegacyAuditRow {
  at: string;
  user: string;
  action: "play" | "download" | "export";
  call_id: string | null;
  call_task_id: string | null;
  client: string;
  outcome: string;
}

/** The users of a users.json, skipping entries that are not a whole user. */
function readUsersFile(file: string): Array<{ name: string; role: Role; passwordHash: string }> {
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { users?: unknown };
  if (!Array.isArray(data.users)) return [];
  return data.users.filter((u) => typeof u?.name === "string" && typeof u?.passwordHash === "string" && ROLES.includes(u?.role));
}

/** Rows of a table in a legacy SQLite file, IMPORT_BATCH at a time; nothing when the file or table is missing. */
function* legacyRows<T>(file: string, query: string): Generator<T[]> {
  if (!fs.existsSync(file)) return;
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const exists = source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(query.match(/FROM (\w+)/)![1]);
    if (!exists) return;
    let batch: T[] = [];
    for (const row of source.prepare(query).iterate()) {
      batch.push(row as T);
      if (batch.length === IMPORT_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    source.close();
  }
}

export function storeMigrations(engine: "sqlite" | "postgres", legacy: LegacyFiles, log: (message: string) => void): Record<string, Migration> {
  return {
    "001_tables": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("audit_entry")
          // bigserial: ids are never reused on PostgreSQL; AUTOINCREMENT does the same on
          // SQLite, so the CSV export's keyset paging on id never sees a row twice.
          .addColumn("id", engine === "postgres" ? "bigserial" : "integer", (c) => (engine === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("user_name", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("call_id", "text")
          .addColumn("call_task_id", "text")
          .addColumn("client", "text", (c) => c.notNull())
          .addColumn("outcome", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("audit_entry_at").on("audit_entry").column("at").execute();
        await db.schema
          .createTable("dashboard_user")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("session_generation")
          .addColumn("user_name", "text", (c) => c.primaryKey())
          .addColumn("valid_since", "bigint", (c) => c.notNull())
          .execute();
      },
    },
    // What each instance kept in its own files before the store existed, imported once:
    // the users (or `npm run user:add` would have to be run again), the audit trail (it
    // must not be lost) and the revocations (or a revoked session cookie would work again).
    "002_import_files": {
      async up(anyDb: Kysely<unknown>) {
        // The tables as 001 made them, which the schema still describes.
        const db = anyDb as Kysely<StoreSchema>;
        const users = readUsersFile(legacy.usersFile);
        if (users.length > 0) {
          await db
            .insertInto("dashboard_user")
            .values(users.map((u) => ({ name: u.name, role: u.role, password_hash: u.passwordHash })))
            .onConflict((oc) => oc.column("name").doNothing())
            .execute();
          log(`store: imported ${users.length} local user(s) from ${legacy.usersFile}; the store holds them now, and the file is no longer read`);
        }
        let audited = 0;
        for (const rows of legacyRows<LegacyAuditRow>(
          path.join(legacy.dataDir, "audit.sqlite"),
          "SELECT at, user, action, call_id, call_task_id, client, outcome FROM audit ORDER BY id",
        )) {
          await db
            .insertInto("audit_entry")
            .values(
              rows.map(({ user, ...row }) => ({
                ...row,
                user_name: storableText(user),
                client: storableText(row.client),
                outcome: storableText(row.outcome),
                call_id: row.call_id === null ? null : storableText(row.call_id),
                call_task_id: row.call_task_id === null ? null : storableText(row.call_task_id),
              })),
            )
            .execute();
          audited += rows.length;
        }
        if (audited > 0) log(`store: imported ${audited} audit entries from ${path.join(legacy.dataDir, "audit.sqlite")}`);
        for (const rows of legacyRows<{ user: string; valid_since: number }>(
          path.join(legacy.dataDir, "sessions.sqlite"),
          "SELECT user, valid_since FROM session_generation",
        )) {
          await db
            .insertInto("session_generation")
            .values(rows.map((r) => ({ user_name: r.user, valid_since: r.valid_since })))
            .onConflict((oc) => oc.column("user_name").doNothing())
            .execute();
        }
      },
    },
    // Exports are recorded with what they held (format, filters, rows written).
    "003_audit_details": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("audit_entry").addColumn("details", "text").execute();
      },
    },
    // Saved views (issue #15): named URLs of the calls view, each user's own and shared
    // ones (owner ""), and each user's start view. A name is unique per owner, which the
    // index enforces on both engines, also for two saves at once.
    "004_saved_views": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("saved_view")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("owner", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("search", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("saved_view_owner_name").on("saved_view").columns(["owner", "name"]).unique().execute();
        await db.schema
          .createTable("start_view")
          .addColumn("user_name", "text", (c) => c.primaryKey())
          .addColumn("view_id", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("start_view_view_id").on("start_view").column("view_id").execute();
      },
    },
    // Repeated refusals fold into one entry with a count (issue #27): `repeats` counts them
    // and `last_at` says when the latest came. The index finds a user's latest entries.
    "005_audit_repeats": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("audit_entry")
          .addColumn("repeats", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema.alterTable("audit_entry").addColumn("last_at", "text").execute();
        await db.schema.createIndex("audit_entry_user_at").on("audit_entry").columns(["user_name", "at"]).execute();
      },
    },
    "006_notes_and_reviews": notesAndReviews,
    "007_call_marks": callMarks,
    "008_call_index": callIndex(engine),
    "009_call_index_phone": callIndexPhone(engine),
    "015_insights_rollups": insightsRollups(engine),
  };
}
