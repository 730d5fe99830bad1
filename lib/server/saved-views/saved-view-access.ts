import "server-only";
import { DashboardError } from "@/lib/errors";
import { roleAtLeast, type SessionUser } from "@/lib/roles";
import type { SavedView, ViewScope } from "@/lib/saved-views/saved-view";
import { authEnabled } from "../auth/guard";
import type { StoreDb } from "../store/database";
import { findView, SHARED_OWNER, type StoredView } from "../store/saved-views";

// Who may do what with saved views, for the /api/views routes. Any signed-in user keeps
// personal views; shared ones are everyone's to see and only an admin's to create, rename
// or delete. Without sign-in there is nobody to own a view: every view is shared, and the
// anonymous user (an admin) manages them.

/** A view as the browser sees it: never the owner's name, only whose it is to the caller. */
export function publicView({ id, name, scope, search }: StoredView): SavedView {
  return { id, name, scope, search };
}

function sharedOnlyForAdmins(user: SessionUser, doing: string): void {
  if (!roleAtLeast(user.role, "admin"))
    throw new DashboardError("forbidden", `Only an admin may ${doing} shared views; your role is ${user.role}. Save it as a personal view instead.`);
}

/** Whose (owner id and name) a new view of this scope is; a shared one needs an admin. */
export function ownerFor(user: SessionUser, scope: ViewScope): { owner: string; ownerName: string } {
  const shared = { owner: SHARED_OWNER, ownerName: SHARED_OWNER };
  if (!authEnabled()) return shared;
  if (scope === "shared") {
    sharedOnlyForAdmins(user, "create");
    return shared;
  }
  return { owner: user.id, ownerName: user.name };
}

/** Whose (by id) personal views a user has (without sign-in, everybody's one). */
export function viewUser(user: SessionUser): string | null {
  return authEnabled() ? user.id : null;
}

/** A view the user may see, or a 404: someone else's personal view is not theirs to know of. */
export async function visibleView(db: StoreDb, user: SessionUser, id: string): Promise<StoredView> {
  const view = await findView(db, id);
  if (!view || (view.owner !== SHARED_OWNER && view.owner !== user.id))
    throw new DashboardError("not_found", "There is no such saved view; it may have been deleted.");
  return view;
}

/** A view the user may rename or delete: their own, or a shared one for an admin. */
export async function manageableView(db: StoreDb, user: SessionUser, id: string, doing: "rename" | "delete"): Promise<StoredView> {
  const view = await visibleView(db, user, id);
  if (view.owner === SHARED_OWNER && authEnabled()) sharedOnlyForAdmins(user, doing);
  return view;
}
