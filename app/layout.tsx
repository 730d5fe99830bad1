import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: "Call Results Dashboard",
  description: "Filter call results, listen to recordings and open calls in the vendor console.",
};

// Only the document: the dashboard's chrome, styles and client providers live in
// app/(dashboard)/layout.tsx, so that a route outside that group (the bench's bare
// baseline page) loads nothing of ours.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
