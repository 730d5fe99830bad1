import "server-only";
import { randomUUID } from "node:crypto";
import { DashboardError } from "@/lib/errors";
import { canonicalViewSearch, type SavedView, VIEWS_PER_OWNER, viewNameProblem } from "@/lib/saved-views/saved-view";
import type { StoreDb } from "./database";

// Saved views (issue #15): named URLs of the calls view. A personal view belongs to one
// user; a shared one (owner "") to everyone. Bounded: names 1–80 characters and unique per
// owner, queries of at most VIEW_SEARCH_MAX characters, at most VIEWS_PER_OWNER views per
// owner, and one start view per user. A query is validated when it is saved, never when it
// is read: a view saved by an older version still opens, and the calls view drops what it
// no longer understands with its notice.

/** The owner of the views everyone shares (and of every view without sign-in). */
export const SHARED_OWNER = "";

export interface StoredView extends SavedView {
  /** The owner's id (migration 018; auth/identity.ts), SHARED_OWNER for a shared view. */
  owner: string;
}

const VIEW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for an id this module could have made; anything else names no view. */
function isViewId(id: string): boolean {
  return VIEW_ID.test(id);
}

function toView(row: { id: string; owner_id: string; name: string; search: string }): StoredView {
  return { id: row.id, owner: row.owner_id, name: row.name, search: row.search, scope: row.owner_id === SHARED_OWNER ? "shared" : "personal" };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  // PostgreSQL's unique_violation; better-sqlite3's extended result code.
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  const problem = viewNameProblem(trimmed);
  if (problem) throw new DashboardError("invalid_request", problem, { details: [{ param: "name", message: problem }] });
  return trimmed;
}

function nameTaken(name: string, owner: string): DashboardError {
  const whose = owner === SHARED_OWNER ? "A shared view" : "One of your views";
  return new DashboardError("conflict", `${whose} is already named "${name}". Choose another name.`, {
    details: [{ param: "name", message: "is already taken" }],
  });
}

/** The views a user (by id) sees: their own, then the shared ones, each by name. null: no sign-in, shared only. */
export async function listViews(db: StoreDb, user: string | null): Promise<StoredView[]> {
  const owners = user === null || user === SHARED_OWNER ? [SHARED_OWNER] : [user, SHARED_OWNER];
  const rows = await db.selectFrom("saved_view").select(["id", "owner_id", "name", "search"]).where("owner_id", "in", owners).execute();
  // Sorted here, not in SQL: the engines collate text differently, and there are at most 2 × VIEWS_PER_OWNER.
  return rows.map(toView).sort((a, b) => (a.scope === b.scope ? a.name.localeCompare(b.name, "en", { sensitivity: "base" }) : a.scope === "personal" ? -1 : 1));
}

export async function findView(db: StoreDb, id: string): Promise<StoredView | null> {
  if (!isViewId(id)) return null;
  const row = await db.selectFrom("saved_view").select(["id", "owner_id", "name", "search"]).where("id", "=", id).executeTakeFirst();
  return row ? toView(row) : null;
}

/**
 * Saves a view for an owner id (SHARED_OWNER: everyone's), labelled with the owner's name
 * (`ownerName`, by default the id); a bad name or query is a 400 naming it, a taken name or
 * a full list a 409.
 */
export async function createView(
  db: StoreDb,
  view: { owner: string; ownerName?: string; name: string; search: string },
  now = Date.now(),
): Promise<StoredView> {
  const name = checkedName(view.name);
  const canonical = canonicalViewSearch(view.search);
  if ("issues" in canonical) {
    const list = canonical.issues.map((i) => `${i.param} ${i.message}`).join("; ");
    throw new DashboardError("invalid_request", `The view's query is not valid: ${list}.`, { details: canonical.issues });
  }
  const row = {
    id: randomUUID(),
    owner: view.ownerName ?? view.owner,
    owner_id: view.owner,
    name,
    search: canonical.search,
    created_at: new Date(now).toISOString(),
  };
  try {
    await db.insertInto("saved_view").values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name, view.owner);
    throw error;
  }
  // Counted after the insert, so two saves at once cannot both slip under the cap: the
  // one that finds the list over it takes its own view back.
  const { count } = await db
    .selectFrom("saved_view")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("owner_id", "=", view.owner)
    .executeTakeFirstOrThrow();
  if (Number(count) > VIEWS_PER_OWNER) {
    await db.deleteFrom("saved_view").where("id", "=", row.id).execute();
    const whose = view.owner === SHARED_OWNER ? "There are" : "You have";
    throw new DashboardError("conflict", `${whose} already ${VIEWS_PER_OWNER} saved views, the most there may be. Delete one first.`);
  }
  return toView(row);
}

/** Renames a view (its owner is the caller's business); a taken name is a 409. */
export async function renameView(db: StoreDb, view: StoredView, newName: string): Promise<StoredView> {
  const name = checkedName(newName);
  try {
    await db.updateTable("saved_view").set({ name }).where("id", "=", view.id).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name, view.owner);
    throw error;
  }
  return { ...view, name };
}

/** Deletes a view, and makes it nobody's start view any more. */
export async function deleteView(db: StoreDb, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("start_view").where("view_id", "=", id).execute();
    await trx.deleteFrom("saved_view").where("id", "=", id).execute();
  });
}

// start_view's user_name holds the user's id since migration 018.

export async function setStartView(db: StoreDb, user: string, viewId: string): Promise<void> {
  await db
    .insertInto("start_view")
    .values({ user_name: user, view_id: viewId })
    .onConflict((oc) => oc.column("user_name").doUpdateSet((eb) => ({ view_id: eb.ref("excluded.view_id") })))
    .execute();
}

export async function clearStartView(db: StoreDb, user: string): Promise<void> {
  await db.deleteFrom("start_view").where("user_name", "=", user).execute();
}

/** The user's (by id) start view, when it is still one they may see. */
export async function startViewOf(db: StoreDb, user: string): Promise<StoredView | null> {
  const row = await db
    .selectFrom("start_view")
    .innerJoin("saved_view", "saved_view.id", "start_view.view_id")
    .select(["saved_view.id", "saved_view.owner_id", "saved_view.name", "saved_view.search"])
    .where("start_view.user_name", "=", user)
    .executeTakeFirst();
  if (!row || (row.owner_id !== SHARED_OWNER && row.owner_id !== user)) return null;
  return toView(row);
}
