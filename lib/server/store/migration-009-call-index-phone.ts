import "server-only";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 009 (issue #37): on SQLite, the phone search table's triggers find a call's
// entry by its rowid, not by call_id. call_id is an UNINDEXED column of the FTS5 table, so
// migration 008's `delete … where call_id = old.call_id` read the whole table for every
// deleted or renumbered call: purging or pruning 100,000 rows did not finish. Each entry now
// has the rowid of its call_index row (which an upsert keeps), and the triggers delete by it.
// The table keeps its columns (call_id, phone_digits), so searches read it as before.
// PostgreSQL's trigram index needs nothing. Frozen once shipped, like every migration.
export function callIndexPhone(engine: "sqlite" | "postgres"): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== "sqlite") return;
      for (const name of ["call_index_phone_insert", "call_index_phone_update", "call_index_phone_delete"]) {
        await sql`drop trigger if exists ${sql.ref(name)}`.execute(db);
      }
      await sql`delete from call_index_phone`.execute(db);
      await sql`insert into call_index_phone (rowid, call_id, phone_digits) select rowid, call_id, phone_digits from call_index`.execute(db);
      await sql`create trigger call_index_phone_insert after insert on call_index begin
        insert into call_index_phone (rowid, call_id, phone_digits) values (new.rowid, new.call_id, new.phone_digits); end`.execute(db);
      await sql`create trigger call_index_phone_update after update of phone_digits on call_index begin
        delete from call_index_phone where rowid = old.rowid;
        insert into call_index_phone (rowid, call_id, phone_digits) values (new.rowid, new.call_id, new.phone_digits); end`.execute(db);
      await sql`create trigger call_index_phone_delete after delete on call_index begin
        delete from call_index_phone where rowid = old.rowid; end`.execute(db);
    },
  };
}
