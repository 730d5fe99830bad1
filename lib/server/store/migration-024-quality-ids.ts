import "server-only";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 024 (issue #39, finding 8, for the quality program of issue #41): evaluations,
// assignments and calibrations belong to a reviewer's id, as notes, reviews and saved views
// do since 018. A name deleted and added again for someone else could otherwise work the old
// reviewer's queue, edit their evaluations and count as them in a calibration. The ids are
// given as 018 gave them: the local user of that name, else "name:" and the name, which only
// a proxy's user and the anonymous admin carry. The names stay, as labels. Frozen here;
// never edited once shipped.

/** The id of the local user of this name, else "name:" and the name (SQL, both engines; as 018's). */
const ownerOf = (column: string) => sql.raw(`coalesce((select u.id from dashboard_user u where u.name = ${column}), 'name:' || ${column})`);

export const qualityIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("qa_evaluation").addColumn("reviewer_id", "text").execute();
    await sql`update qa_evaluation set reviewer_id = ${ownerOf("qa_evaluation.reviewer")}`.execute(db);
    // One evaluation per call, reviewer id, form and calibration: a new user of an old name
    // evaluates beside the old evaluation instead of taking it over.
    await db.schema.dropIndex("qa_evaluation_once").execute();
    await db.schema
      .createIndex("qa_evaluation_once_by_id")
      .unique()
      .on("qa_evaluation")
      .columns(["call_id", "reviewer_id", "form_id", "calibration_id"])
      .execute();

    // Null until bound: an admin may name a reviewer the dashboard has no id for yet (OpenID
    // Connect keeps no list of users); their first act binds it (quality/reviewer-identity.ts).
    await db.schema.alterTable("qa_assignment").addColumn("reviewer_id", "text").execute();
    await sql`update qa_assignment set reviewer_id = ${ownerOf("qa_assignment.reviewer")}`.execute(db);
    await db.schema.dropIndex("qa_assignment_queue").execute();
    await db.schema.createIndex("qa_assignment_queue_by_id").on("qa_assignment").columns(["reviewer_id", "status", "due_at"]).execute();

    // The reviewers' ids, a JSON array beside the names' (same order; null until bound). The
    // expert is one of them, found by the names' order.
    await db.schema.alterTable("qa_calibration").addColumn("reviewer_ids", "text").execute();
    const calibrations = await sql<{ id: string; reviewers: string }>`select id, reviewers from qa_calibration`.execute(db);
    for (const c of calibrations.rows) {
      const ids: string[] = [];
      for (const name of JSON.parse(c.reviewers) as string[]) {
        const user = await sql<{ id: string }>`select id from dashboard_user where name = ${name}`.execute(db);
        ids.push(user.rows[0]?.id ?? `name:${name}`);
      }
      await sql`update qa_calibration set reviewer_ids = ${JSON.stringify(ids)} where id = ${c.id}`.execute(db);
    }
  },
};
