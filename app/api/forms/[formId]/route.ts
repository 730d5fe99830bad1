import { DashboardError } from "@/lib/errors";
import { apiRoute } from "@/lib/server/api-route";
import { writeOnce } from "@/lib/server/idempotency/idempotency";
import { checkQualityId, FORM_BODY_BYTES } from "@/lib/server/quality/bodies";
import { parseFormInput } from "@/lib/server/quality/form-input";
import { formVersion, formVersions, updateForm } from "@/lib/server/quality/forms-store";
import { readReviewBody } from "@/lib/server/reviews/review-access";
import { currentStore } from "@/lib/server/store/current-store";

const NO_STORE = { "cache-control": "no-store" };

// GET /api/forms/{formId}[?version=N] – a scorecard at a version (its latest by default) and the list of its versions.
export const GET = apiRoute<{ formId: string }>({ name: "GET /api/forms/{formId}", role: "viewer" }, async ({ url, params }) => {
  const formId = checkQualityId("formId", params.formId);
  const raw = url.searchParams.get("version");
  const version = raw === null ? undefined : Number(raw);
  if (version !== undefined && (!Number.isInteger(version) || version < 1))
    throw new DashboardError("invalid_request", "version must be a whole number from 1.", {
      details: [{ param: "version", message: "must be a whole number from 1" }],
    });
  const { db } = await currentStore();
  const [form, versions] = await Promise.all([formVersion(db, formId, version), formVersions(db, formId)]);
  return Response.json({ form, versions }, { headers: NO_STORE });
});

// PUT /api/forms/{formId} – an admin edits a scorecard; once an evaluation used its latest version, this makes the next.
export const PUT = apiRoute<{ formId: string }>(
  { name: "PUT /api/forms/{formId}", role: "admin", audit: { action: "form" } },
  async ({ request, params, user, audit }) => {
    const formId = checkQualityId("formId", params.formId);
    const input = parseFormInput(await readReviewBody(request, FORM_BODY_BYTES));
    return writeOnce(async (trx) => {
      const form = await updateForm(trx, formId, input, user.name);
      await audit("edited", `${form.name} v${form.version} (${form.id})`);
      return Response.json({ form }, { headers: NO_STORE });
    });
  },
);
