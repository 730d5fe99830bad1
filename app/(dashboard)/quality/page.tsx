import type { Metadata } from "next";
import { connection } from "next/server";
import { AssignmentsAdmin } from "@/components/quality/assignments-admin";
import { FormsAdmin } from "@/components/quality/forms-admin";
import { PlansAdmin } from "@/components/quality/plans-admin";
import { requirePageUser } from "@/lib/server/auth/guard";

export const metadata: Metadata = { title: "Scorecards · Call Results Dashboard" };

// The quality program's management (issue #41): scorecards, sampling plans and who has which assignment, for admins.
export default async function QualityPage() {
  await connection();
  await requirePageUser("admin");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Scorecards and sampling</h1>
      <FormsAdmin />
      <PlansAdmin />
      <AssignmentsAdmin />
    </div>
  );
}
