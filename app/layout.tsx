import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import Link from "next/link";
import { AppProviders } from "@/components/providers/app-providers";
import { FindByTaskForm } from "@/components/task-recording/find-by-task-form";
import { TZ_MODE_COOKIE, TZ_NAME_COOKIE } from "@/lib/client/time-zone-cookies";
import "./globals.css";

export const metadata: Metadata = {
  title: "Call Results Dashboard",
  description: "Filter call results, listen to recordings and open calls in the vendor console.",
};

function validZone(name: string | undefined): string {
  if (!name) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return name;
  } catch {
    return "UTC";
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The time-zone setting lives in a cookie so the server renders the times the browser will.
  const jar = await cookies();
  const mode = jar.get(TZ_MODE_COOKIE)?.value === "utc" ? "utc" : "local";
  const localZone = validZone(jar.get(TZ_NAME_COOKIE)?.value);
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-2 px-4 py-3">
            <Link href="/" className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-sky-600">
              Call Results
            </Link>
            <FindByTaskForm />
          </div>
        </header>
        <main id="main" className="mx-auto max-w-screen-2xl px-3 py-4 sm:px-4 sm:py-6">
          <AppProviders initialNow={Date.now()} timeZoneMode={mode} localZone={localZone}>
            {children}
          </AppProviders>
        </main>
      </body>
    </html>
  );
}
