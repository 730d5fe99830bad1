import { apiRoute } from "@/lib/server/api-route";
import { readJsonBody, stringField } from "@/lib/server/http/request-body";
import { manageableView, publicView } from "@/lib/server/saved-views/saved-view-access";
import { currentStore } from "@/lib/server/store/current-store";
import { deleteView, renameView } from "@/lib/server/store/saved-views";

// PATCH /api/views/{viewId} – renames a view: { name }. The caller's own, or a shared one for an admin.
export const PATCH = apiRoute<{ viewId: string }>({ name: "PATCH /api/views/{viewId}", role: "viewer" }, async ({ request, params, user }) => {
  const body = await readJsonBody(request);
  const { db } = await currentStore();
  const view = await renameView(db, await manageableView(db, user, params.viewId, "rename"), stringField(body, "name"));
  return Response.json({ view: publicView(view) }, { headers: { "cache-control": "no-store" } });
});

// DELETE /api/views/{viewId} – deletes a view (and makes it nobody's start view).
export const DELETE = apiRoute<{ viewId: string }>({ name: "DELETE /api/views/{viewId}", role: "viewer" }, async ({ params, user }) => {
  const { db } = await currentStore();
  await deleteView(db, (await manageableView(db, user, params.viewId, "delete")).id);
  return new Response(null, { status: 204 });
});
