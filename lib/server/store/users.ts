import "server-only";
import { ROLES, type Role } from "@/lib/roles";
import type { StoreDb } from "./database";

// Local users (DASHBOARD_AUTH=local): name, role and bcrypt hash, written by
// `npm run user:add` and `npm run user:delete`, read at sign-in.

export interface StoredUser {
  name: string;
  role: Role;
  passwordHash: string;
}

export async function findUser(db: StoreDb, name: string): Promise<StoredUser | null> {
  const row = await db.selectFrom("dashboard_user").select(["name", "role", "password_hash"]).where("name", "=", name).executeTakeFirst();
  // A role this version does not know (written by a newer one) signs nobody in.
  if (!row || !ROLES.includes(row.role as Role)) return null;
  return { name: row.name, role: row.role as Role, passwordHash: row.password_hash };
}

/** Adds the user, or replaces the one of that name. */
export async function putUser(db: StoreDb, user: StoredUser): Promise<void> {
  await db
    .insertInto("dashboard_user")
    .values({ name: user.name, role: user.role, password_hash: user.passwordHash })
    .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ role: eb.ref("excluded.role"), password_hash: eb.ref("excluded.password_hash") })))
    .execute();
}

/** False when there was no such user. Their personal saved views and start view go with them. */
export async function removeUser(db: StoreDb, name: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // A user of the same name added later must not inherit the old one's views.
    const views = trx.selectFrom("saved_view").select("id").where("owner", "=", name);
    await trx
      .deleteFrom("start_view")
      .where((eb) => eb.or([eb("user_name", "=", name), eb("view_id", "in", views)]))
      .execute();
    await trx.deleteFrom("saved_view").where("owner", "=", name).execute();
    const result = await trx.deleteFrom("dashboard_user").where("name", "=", name).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
