import "server-only";
import type { ExpressionBuilder } from "kysely";
import { DashboardError } from "@/lib/errors";
import { roleAtLeast, type SessionUser } from "@/lib/roles";
import { authConfig } from "../auth/auth-config";
import { nameId } from "../auth/identity";
import type { StoreDb } from "../store/database";
import type { StoreSchema } from "../store/schema";
import { findUser } from "../store/users";

// Who a quality row belongs to (issues #39 and #41). An admin names reviewers (a plan's, a
// reassignment's, a calibration's); the work belongs to that person's id from then on, so a
// name deleted and given to someone else later gets none of it (migration 024). What can be
// known of a name depends on who signs users in:
// - local: the user must be in the store, a listener or above; their id is the store's;
// - proxy: the dashboard's own mapping (DASHBOARD_PROXY_ROLES) names the role; a name it does
//   not list gets the default role, unless a role header is read, when only the proxy knows
//   it and the name is taken as it is; the id is "name:" and the name, as the proxy's users';
// - sign-in off: the same id as the proxy's, which only the anonymous admin's name matches;
// - OpenID Connect: the dashboard keeps no list of users, so the id is unknown (null) until
//   the first act of a user of that name binds it (docs/security.md says so).

/** A named reviewer, with the id their work belongs to (null: bound by their first act). */
export interface NamedReviewer {
  name: string;
  id: string | null;
}

async function problemAndId(db: StoreDb, name: string): Promise<{ problem: string } | { id: string | null }> {
  const config = authConfig();
  const needs = "reviewing needs the listener role or above";
  if (config.mode === "local") {
    const user = await findUser(db, name);
    if (!user) return { problem: `There is no user named "${name}".` };
    return roleAtLeast(user.role, "listener") ? { id: user.id } : { problem: `"${name}" is a ${user.role}; ${needs}.` };
  }
  if (config.mode === "proxy") {
    const role = config.proxy.roles.get(name) ?? (config.proxy.roleHeader ? null : config.proxy.defaultRole);
    if (role === null || roleAtLeast(role, "listener")) return { id: nameId(name) };
    return { problem: `"${name}" is a ${role} (DASHBOARD_PROXY_ROLES does not make them a listener or above); ${needs}.` };
  }
  return { id: config.mode === "oidc" ? null : nameId(name) };
}

/** The reviewer `name` names; a 400 naming the problem (and `param`) when they cannot review. */
export async function namedReviewer(db: StoreDb, name: string, param = "reviewer"): Promise<NamedReviewer> {
  const found = await problemAndId(db, name);
  if ("problem" in found) throw new DashboardError("invalid_request", found.problem, { details: [{ param, message: found.problem }] });
  return { name, id: found.id };
}

/** An assignment of this user's: bound to their id, or named for them and not yet bound to anyone. */
export const assignedTo = (user: Pick<SessionUser, "id" | "name">) => (eb: ExpressionBuilder<StoreSchema, "qa_assignment">) =>
  eb.or([eb("reviewer_id", "=", user.id), eb.and([eb("reviewer_id", "is", null), eb("reviewer", "=", user.name)])]);
