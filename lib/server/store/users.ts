import "server-only";
import { randomUUID } from "node:crypto";
import { ROLES, type Role } from "@/lib/roles";
import type { StoreDb } from "./database";

// Local users (DASHBOARD_AUTH=local): name, role and bcrypt hash, written by
// `npm run user:add` and `npm run user:delete`, read at sign-in.

export interface StoredUser {
  /** Made when the user is added, kept when replaced (migration 018; auth/identity.ts). */
  id: string;
  name: string;
  role: Role;
  passwordHash: string;
}

export async function findUser(db: StoreDb, name: string): Promise<StoredUser | null> {
  const row = await db.selectFrom("dashboard_user").select(["id", "name", "role", "password_hash"]).where("name", "=", name).executeTakeFirst();
  // A role this version does not know (written by a newer one) signs nobody in.
  if (!row || !ROLES.includes(row.role as Role)) return null;
  return { id: row.id, name: row.name, role: row.role as Role, passwordHash: row.password_hash };
}

/** Adds the user with a new id, or replaces the role and password of the one of that name (its id stays). */
export async function putUser(db: StoreDb, user: Omit<StoredUser, "id">): Promise<void> {
  await db
    .insertInto("dashboard_user")
    .values({ id: randomUUID(), name: user.name, role: user.role, password_hash: user.passwordHash })
    .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ role: eb.ref("excluded.role"), password_hash: eb.ref("excluded.password_hash") })))
    .execute();
}

/**
 * False when there was no such user. Their personal saved views and start view go with them;
 * their notes and reviews stay, theirs by id (migration 018), which nobody has any more.
 */
export async function removeUser(db: StoreDb, name: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("dashboard_user").select("id").where("name", "=", name).executeTakeFirst();
    const id = user?.id ?? "";
    const views = trx.selectFrom("saved_view").select("id").where("owner_id", "=", id);
    await trx
      .deleteFrom("start_view")
      .where((eb) => eb.or([eb("user_name", "=", id), eb("view_id", "in", views)]))
      .execute();
    await trx.deleteFrom("saved_view").where("owner_id", "=", id).execute();
    // Nor the sign-in queue's priority that the old one's addresses earned (sign-in-limits.ts).
    await trx.deleteFrom("sign_in_address").where("user_name", "=", name).execute();
    const result = await trx.deleteFrom("dashboard_user").where("name", "=", name).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
