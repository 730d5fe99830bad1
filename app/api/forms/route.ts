import { apiRoute } from "@/lib/server/api-route";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { FORM_BODY_BYTES } from "@/lib/server/quality/bodies";
import { parseFormInput } from "@/lib/server/quality/form-input";
import { createForm, listForms } from "@/lib/server/quality/forms-store";
import { readReviewBody } from "@/lib/server/reviews/review-access";
import { currentStore } from "@/lib/server/store/current-store";

const NO_STORE = { "cache-control": "no-store" };

// GET /api/forms – the scorecards, each at its latest version (issue #41).
export const GET = apiRoute({ name: "GET /api/forms", role: "viewer" }, async () => {
  const { db } = await currentStore();
  return Response.json({ forms: await listForms(db) }, { headers: NO_STORE });
});

// POST /api/forms – an admin creates a scorecard: { name, isDefault, definition: { threshold, sections } }.
export const POST = apiRoute({ name: "POST /api/forms", role: "admin", audit: { action: "form" } }, async ({ request, user, audit }) => {
  const input = parseFormInput(await readReviewBody(request, FORM_BODY_BYTES));
  return writeOnce(async (trx) => {
    const form = await createForm(trx, input, user.name);
    await audit("added", `${form.name} v1 (${form.id})`);
    return Response.json({ form }, { status: 201, headers: NO_STORE });
  });
});
