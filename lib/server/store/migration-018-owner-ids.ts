import "server-only";
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 018 (issue #39, finding 8): notes, reviews and saved views belong to a user's
// id, not their name. A name deleted and added again for someone else (or an e-mail address
// a provider gave to someone else) could edit the old user's notes. Each local user gets a
// random id; what a name wrote is given that name's user's id, and what a name with no
// local user wrote (a deleted user, OpenID Connect, a proxy, sign-in off) the id "name:" and
// the name, which only a proxy's user and the anonymous admin carry (auth/identity.ts):
// nobody else gains owner rights over it. Frozen here; never edited once shipped.

/** The id of the local user of this name, else "name:" and the name (SQL, both engines). */
const ownerOf = (column: string) => sql.raw(`coalesce((select u.id from dashboard_user u where u.name = ${column}), 'name:' || ${column})`);

export const ownerIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("dashboard_user").addColumn("id", "text").execute();
    const users = await sql<{ name: string }>`select name from dashboard_user`.execute(db);
    for (const { name } of users.rows) await sql`update dashboard_user set id = ${randomUUID()} where name = ${name}`.execute(db);
    await db.schema.createIndex("dashboard_user_id").on("dashboard_user").column("id").unique().execute();

    await db.schema.alterTable("call_note").addColumn("author_id", "text").execute();
    await sql`update call_note set author_id = ${ownerOf("call_note.author")}`.execute(db);

    // One review per call and reviewer id, not per name: a new user of an old name reviews
    // beside the old review instead of replacing it. A key cannot change in place on SQLite,
    // so the table is copied.
    await sql`create table call_review_by_id (
      call_id text not null, reviewer text not null, reviewer_id text not null,
      score integer not null, tags text not null, reviewed_at text not null,
      constraint call_review_id_pk primary key (call_id, reviewer_id))`.execute(db);
    await sql`insert into call_review_by_id (call_id, reviewer, reviewer_id, score, tags, reviewed_at)
      select call_id, reviewer, ${ownerOf("call_review.reviewer")}, score, tags, reviewed_at from call_review`.execute(db);
    await sql`drop table call_review`.execute(db);
    await sql`alter table call_review_by_id rename to call_review`.execute(db);
    // Migrations 006's and 011's indexes, which went with the old table.
    await db.schema.createIndex("call_review_reviewed_at").on("call_review").column("reviewed_at").execute();
    await db.schema.createIndex("call_review_reviewer_at").on("call_review").columns(["reviewer", "reviewed_at"]).execute();

    // A view's name is unique per owner id ("" for the shared ones).
    await db.schema.alterTable("saved_view").addColumn("owner_id", "text").execute();
    await sql`update saved_view set owner_id = case when owner = '' then '' else ${ownerOf("saved_view.owner")} end`.execute(db);
    await db.schema.dropIndex("saved_view_owner_name").execute();
    await db.schema.createIndex("saved_view_owner_id_name").on("saved_view").columns(["owner_id", "name"]).unique().execute();
    // A start view is the user id's from now on (the column keeps its name).
    await sql`update start_view set user_name = ${ownerOf("start_view.user_name")}`.execute(db);
  },
};
