import Link from "next/link";
import { DashboardShell } from "@/components/layout/dashboard-shell";

// The root not-found page renders under the bare root layout, so it brings the dashboard's
// chrome itself.
export default function NotFound() {
  return (
    <DashboardShell>
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold">Not found</h1>
        <p>There is no such call or page.</p>
        <Link href="/" className="text-sky-800 underline-offset-2 hover:underline">
          Back to all calls
        </Link>
      </div>
    </DashboardShell>
  );
}
