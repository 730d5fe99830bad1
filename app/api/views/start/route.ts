import { apiRoute } from "@/lib/server/api-route";
import { readJsonBody, stringField } from "@/lib/server/http/request-body";
import { visibleView } from "@/lib/server/saved-views/saved-view-access";
import { currentStore } from "@/lib/server/store/current-store";
import { clearStartView, setStartView } from "@/lib/server/store/saved-views";

// The caller's start view: what `/` without a query opens (app/(dashboard)/page.tsx).
// Without sign-in there is one caller, so it is everyone's.

// PUT /api/views/start – { viewId }: one of the caller's views or a shared one.
export const PUT = apiRoute({ name: "PUT /api/views/start", role: "viewer" }, async ({ request, user }) => {
  const body = await readJsonBody(request);
  const { db } = await currentStore();
  const view = await visibleView(db, user, stringField(body, "viewId"));
  await setStartView(db, user.id, view.id);
  return Response.json({ startViewId: view.id }, { headers: { "cache-control": "no-store" } });
});

// DELETE /api/views/start – `/` opens the unfiltered calls view again.
export const DELETE = apiRoute({ name: "DELETE /api/views/start", role: "viewer" }, async ({ user }) => {
  const { db } = await currentStore();
  await clearStartView(db, user.id);
  return new Response(null, { status: 204 });
});
