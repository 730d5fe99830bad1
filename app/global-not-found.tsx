import type { Metadata } from "next";
import { DashboardShell } from "@/components/layout/dashboard-shell";
import "@/app/globals.css";
import { NotFoundMessage } from "@/components/layout/not-found-message";

// Unmatched URLs. The app has two root layouts (the dashboard's, and the bench baselines'
// bare one), so no root not-found page can hold the dashboard's chrome without every
// route loading it: this page renders it for itself.
export const metadata: Metadata = { title: "Not found · Call Results Dashboard" };

export default function GlobalNotFound() {
  return (
    <DashboardShell>
      <NotFoundMessage />
    </DashboardShell>
  );
}
