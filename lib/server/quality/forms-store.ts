import "server-only";
import { randomUUID } from "node:crypto";
import { DashboardError } from "@/lib/errors";
import type { FormDefinition, FormSummary } from "@/lib/quality/form";
import type { StoreDb } from "../store/database";
import type { FormInput } from "./form-input";

// Scorecards and their versions (issue #41). A version that an evaluation uses is frozen:
// editing the form then adds the next version, and past evaluations keep theirs. An unused
// latest version is edited in place. At most one form is the default.

const MAX_FORMS = 200;

export async function listForms(db: StoreDb): Promise<FormSummary[]> {
  const rows = await db
    .selectFrom("qa_form as f")
    .innerJoin("qa_form_version as v", (j) => j.onRef("v.form_id", "=", "f.id").onRef("v.version", "=", "f.latest_version"))
    .select(["f.id", "f.name", "f.is_default", "f.latest_version", "f.updated_at", "v.definition"])
    .orderBy("f.name")
    .limit(MAX_FORMS)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    isDefault: r.is_default === 1,
    version: r.latest_version,
    definition: JSON.parse(r.definition),
    updatedAt: r.updated_at,
  }));
}

/** A form's version (its latest when none is named), or a 404. */
export async function formVersion(
  db: StoreDb,
  formId: string,
  version?: number,
): Promise<{ id: string; name: string; version: number; definition: FormDefinition }> {
  const form = await db.selectFrom("qa_form").selectAll().where("id", "=", formId).executeTakeFirst();
  const v = version ?? form?.latest_version;
  const row =
    form && v !== undefined
      ? await db.selectFrom("qa_form_version").selectAll().where("form_id", "=", formId).where("version", "=", v).executeTakeFirst()
      : undefined;
  if (!form || !row) throw new DashboardError("not_found", "There is no such form or version.");
  return { id: form.id, name: form.name, version: row.version, definition: JSON.parse(row.definition) };
}

export async function formVersions(
  db: StoreDb,
  formId: string,
): Promise<Array<{ version: number; createdAt: string; createdBy: string; evaluations: number }>> {
  const rows = await db
    .selectFrom("qa_form_version as v")
    .leftJoin("qa_evaluation as e", (j) => j.onRef("e.form_id", "=", "v.form_id").onRef("e.form_version", "=", "v.version"))
    .select(["v.version", "v.created_at", "v.created_by", (eb) => eb.fn.count<number>("e.id").as("evaluations")])
    .where("v.form_id", "=", formId)
    .groupBy(["v.version", "v.created_at", "v.created_by"])
    .orderBy("v.version")
    .execute();
  return rows.map((r) => ({ version: r.version, createdAt: r.created_at, createdBy: r.created_by, evaluations: Number(r.evaluations) }));
}

async function clearDefault(trx: StoreDb, except: string) {
  await trx.updateTable("qa_form").set({ is_default: 0 }).where("id", "!=", except).execute();
}

export async function createForm(trx: StoreDb, input: FormInput, user: string, now = Date.now()): Promise<FormSummary> {
  const { n } = await trx
    .selectFrom("qa_form")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_FORMS) throw new DashboardError("conflict", `There are already ${MAX_FORMS} forms; edit one instead.`);
  const id = randomUUID();
  const at = new Date(now).toISOString();
  await trx
    .insertInto("qa_form")
    .values({ id, name: input.name, is_default: input.isDefault ? 1 : 0, latest_version: 1, created_by: user, created_at: at, updated_at: at })
    .execute();
  await trx
    .insertInto("qa_form_version")
    .values({ form_id: id, version: 1, definition: JSON.stringify(input.definition), created_by: user, created_at: at })
    .execute();
  if (input.isDefault) await clearDefault(trx, id);
  return { id, name: input.name, isDefault: input.isDefault, version: 1, definition: input.definition, updatedAt: at };
}

/** Saves an edit: a new version when the latest is used by an evaluation, else in place. */
export async function updateForm(trx: StoreDb, formId: string, input: FormInput, user: string, now = Date.now()): Promise<FormSummary> {
  const form = await trx.selectFrom("qa_form").selectAll().where("id", "=", formId).executeTakeFirst();
  if (!form) throw new DashboardError("not_found", "There is no such form.");
  const used = await trx
    .selectFrom("qa_evaluation")
    .select("id")
    .where("form_id", "=", formId)
    .where("form_version", "=", form.latest_version)
    .limit(1)
    .executeTakeFirst();
  const at = new Date(now).toISOString();
  const definition = JSON.stringify(input.definition);
  const version = used ? form.latest_version + 1 : form.latest_version;
  if (used) await trx.insertInto("qa_form_version").values({ form_id: formId, version, definition, created_by: user, created_at: at }).execute();
  else await trx.updateTable("qa_form_version").set({ definition }).where("form_id", "=", formId).where("version", "=", version).execute();
  await trx
    .updateTable("qa_form")
    .set({ name: input.name, is_default: input.isDefault ? 1 : 0, latest_version: version, updated_at: at })
    .where("id", "=", formId)
    .execute();
  if (input.isDefault) await clearDefault(trx, formId);
  return { id: formId, name: input.name, isDefault: input.isDefault, version, definition: input.definition, updatedAt: at };
}
