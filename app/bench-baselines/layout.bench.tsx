import type { ReactNode } from "react";

// The baselines' own root layout: only the document, nothing of the dashboard.
export default function BaselinesLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
