import "server-only";
import { roleAtLeast } from "@/lib/roles";
import { authConfig } from "../auth/auth-config";
import type { StoreDb } from "../store/database";
import { findUser } from "../store/users";

// Who may be given an assignment (issue #41): a user who reviews, a listener or above (the
// role that works a queue). What can be known depends on who signs users in:
// - local: the user must be in the store with that role;
// - proxy: the dashboard's own mapping (DASHBOARD_PROXY_ROLES) names the role; a name it
//   does not list gets the default role, unless a role header is read, when only the proxy
//   knows it and the name is taken as it is;
// - OIDC and no sign-in: the dashboard keeps no list of users, so the name is taken as it is
//   (docs/security.md says so).

/** Why `name` cannot review, in words naming it; null when it can (or cannot be known). */
export async function reviewerProblem(db: StoreDb, name: string): Promise<string | null> {
  const config = authConfig();
  const needs = "reviewing needs the listener role or above";
  if (config.mode === "local") {
    const user = await findUser(db, name);
    if (!user) return `There is no user named "${name}".`;
    return roleAtLeast(user.role, "listener") ? null : `"${name}" is a ${user.role}; ${needs}.`;
  }
  if (config.mode === "proxy") {
    const role = config.proxy.roles.get(name) ?? (config.proxy.roleHeader ? null : config.proxy.defaultRole);
    if (role === null || roleAtLeast(role, "listener")) return null;
    return `"${name}" is a ${role} (DASHBOARD_PROXY_ROLES does not make them a listener or above); ${needs}.`;
  }
  return null;
}
