import { DashboardError } from "@/lib/errors";
import { roleAtLeast } from "@/lib/roles";
import { apiRoute } from "@/lib/server/api-route";
import { authEnabled } from "@/lib/server/auth/guard";
import { readJsonBody, stringField } from "@/lib/server/http/request-body";
import { ownerFor, publicView, viewUser } from "@/lib/server/saved-views/saved-view-access";
import { currentStore } from "@/lib/server/store/current-store";
import { createView, listViews, startViewOf } from "@/lib/server/store/saved-views";

const NO_STORE = { "cache-control": "no-store" };

// GET /api/views – the caller's saved views and the shared ones, their start view, and what they may do.
export const GET = apiRoute({ name: "GET /api/views", role: "viewer" }, async ({ user }) => {
  const { db } = await currentStore();
  const owner = viewUser(user);
  const [views, start] = await Promise.all([listViews(db, owner), startViewOf(db, user.id)]);
  return Response.json(
    { views: views.map(publicView), startViewId: start?.id ?? null, signIn: authEnabled(), canShare: authEnabled() && roleAtLeast(user.role, "admin") },
    { headers: NO_STORE },
  );
});

// POST /api/views – saves a view: { name, search, scope: "personal" | "shared" }.
export const POST = apiRoute({ name: "POST /api/views", role: "viewer" }, async ({ request, user }) => {
  const body = await readJsonBody(request);
  const scope = body.scope ?? "personal";
  if (scope !== "personal" && scope !== "shared")
    throw new DashboardError("invalid_request", 'scope must be "personal" or "shared".', {
      details: [{ param: "scope", message: 'must be "personal" or "shared"' }],
    });
  const { db } = await currentStore();
  const view = await createView(db, { ...ownerFor(user, scope), name: stringField(body, "name"), search: stringField(body, "search") });
  return Response.json({ view: publicView(view) }, { status: 201, headers: NO_STORE });
});
