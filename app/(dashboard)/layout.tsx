import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DashboardShell } from "@/components/layout/dashboard-shell";
import "@/app/globals.css";

export const metadata: Metadata = {
  title: "Call Results Dashboard",
  description: "Filter call results, listen to recordings and open calls in the vendor console.",
};

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardShell>{children}</DashboardShell>;
}
