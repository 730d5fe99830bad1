import "server-only";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Migration 017 (issue #41): the quality program. Scorecards and their versions (a version
// is frozen once an evaluation uses it), evaluations (one per call, reviewer, form and
// calibration; a draft until submitted), sampling plans, their runs (a unique run key: two
// instances cannot run one plan twice), the assignments a run made, and calibrations.
export const quality: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("qa_form")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("latest_version", "integer", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("qa_form_version")
      .addColumn("form_id", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      // The FormDefinition as JSON (lib/quality/form.ts).
      .addColumn("definition", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("qa_form_version_pk", ["form_id", "version"])
      .execute();
    await db.schema
      .createTable("qa_evaluation")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("call_id", "text", (c) => c.notNull())
      .addColumn("form_id", "text", (c) => c.notNull())
      .addColumn("form_version", "integer", (c) => c.notNull())
      .addColumn("reviewer", "text", (c) => c.notNull())
      .addColumn("agent_name", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("answers", "text", (c) => c.notNull())
      .addColumn("score", "real")
      .addColumn("critical_failed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("needs_attention", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("time_spent_ms", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("submitted_at", "text")
      // The calibration it belongs to; "" for an evaluation of the call itself.
      .addColumn("calibration_id", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema.createIndex("qa_evaluation_once").unique().on("qa_evaluation").columns(["call_id", "reviewer", "form_id", "calibration_id"]).execute();
    await db.schema.createIndex("qa_evaluation_form_version").on("qa_evaluation").columns(["form_id", "form_version"]).execute();
    await db.schema.createIndex("qa_evaluation_submitted").on("qa_evaluation").columns(["status", "submitted_at"]).execute();
    await db.schema
      .createTable("qa_plan")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      // The PlanDefinition as JSON (lib/quality/plan.ts).
      .addColumn("definition", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("qa_plan_run")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("plan_id", "text", (c) => c.notNull())
      .addColumn("run_key", "text", (c) => c.notNull().unique())
      .addColumn("seed", "integer", (c) => c.notNull())
      // The filter as it was applied (created range in ms, duration, statuses), as JSON.
      .addColumn("filter", "text", (c) => c.notNull())
      .addColumn("picked", "integer", (c) => c.notNull())
      .addColumn("run_by", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("qa_assignment")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("run_id", "text", (c) => c.notNull())
      .addColumn("call_id", "text", (c) => c.notNull())
      .addColumn("agent_name", "text", (c) => c.notNull())
      .addColumn("reviewer", "text", (c) => c.notNull())
      .addColumn("form_id", "text", (c) => c.notNull())
      .addColumn("due_at", "text", (c) => c.notNull())
      // open | done | returned
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("reason", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("qa_assignment_queue").on("qa_assignment").columns(["reviewer", "status", "due_at"]).execute();
    await db.schema.createIndex("qa_assignment_call").on("qa_assignment").column("call_id").execute();
    await db.schema
      .createTable("qa_calibration")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("call_id", "text", (c) => c.notNull())
      .addColumn("form_id", "text", (c) => c.notNull())
      .addColumn("form_version", "integer", (c) => c.notNull())
      .addColumn("expert", "text", (c) => c.notNull())
      // The reviewers' names as a JSON array, the expert among them.
      .addColumn("reviewers", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
