import { cookies } from "next/headers";
import Link from "next/link";
import type { ReactNode } from "react";
import { EarlyChoices } from "@/components/layout/early-choices";
import { IntlWarmUp } from "@/components/layout/intl-warm-up";
import { MainNav } from "@/components/layout/main-nav";
import { SkipLink } from "@/components/layout/skip-link";
import { ThemeChoice } from "@/components/layout/theme-choice";
import { AppProviders } from "@/components/providers/app-providers";
import { FindByTaskForm } from "@/components/task-recording/find-by-task-form";
import { Button } from "@/components/ui/button";
import { IconSprite } from "@/components/ui/icon-sprite";
import { parseTheme } from "@/lib/client/theme-cookie";
import { THEME_COOKIE } from "@/lib/cookie-names";
import { authConfig } from "@/lib/server/auth/auth-config";
import { currentUser } from "@/lib/server/auth/guard";
import { upstreamConfig } from "@/lib/server/config";
import { timeZoneSetting } from "@/lib/server/time-zone-setting";

// The dashboard's document and chrome: header, skip link and the client providers. The
// root layout of app/(dashboard) and the page of unmatched URLs (app/global-not-found.tsx)
// render it, each bringing the global stylesheet (components never import app/); the
// bench's baseline pages have a root layout of their own, so the bare one loads nothing of ours.
export async function DashboardShell({ children }: { children: ReactNode }) {
  // The time-zone setting lives in a cookie so the server renders the times the browser will.
  const { choice, localZone } = await timeZoneSetting();
  const jar = await cookies();
  const theme = parseTheme(jar.get(THEME_COOKIE)?.value);
  const user = await currentUser();
  const auth = authConfig().mode;
  // A real service's recordings open to anyone who can reach the page: say so, loudly,
  // unless DASHBOARD_AUTH=none records that choice.
  const unprotected = auth === "off" && upstreamConfig().mode === "upstream";
  return (
    <html lang="en" data-theme={theme}>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        <EarlyChoices />
        <SkipLink />
        <IconSprite />
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-2 px-4 py-3">
            {/* No prefetch: the calls page is rendered per request, and on the calls page itself
                the prefetch was one more server render after every load. */}
            <div className="flex items-center gap-4 phone:gap-2">
              <Link href="/" prefetch={false} className="text-lg font-semibold focus-ring">
                Call Results
              </Link>
              {user && <MainNav role={user.role} />}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <FindByTaskForm />
              <ThemeChoice initial={theme} />
              {auth !== "off" && auth !== "none" && user && (
                <div className="flex items-center gap-2 text-sm">
                  <span className="text-slate-700">
                    {user.name} ({user.role})
                  </span>
                  {user.role === "admin" && (
                    <Link href="/audit" className="link">
                      Audit log
                    </Link>
                  )}
                  {/* Behind a proxy, signing out is the proxy's business. */}
                  {(auth === "local" || auth === "oidc") && (
                    <form action="/api/auth/sign-out" method="post">
                      <Button type="submit" variant="compact">
                        Sign out
                      </Button>
                    </form>
                  )}
                </div>
              )}
            </div>
          </div>
          {unprotected && (
            <p role="alert" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
              No sign-in is configured: anyone who can reach this dashboard can list calls and play recordings. Set DASHBOARD_AUTH=local (or DASHBOARD_AUTH=none
              to accept this).
            </p>
          )}
        </header>
        <main id="main" className="mx-auto max-w-screen-2xl px-3 py-4 sm:px-4 sm:py-6">
          <AppProviders initialNow={Date.now()} timeZoneChoice={choice} localZone={localZone} role={user?.role ?? "viewer"}>
            {children}
          </AppProviders>
        </main>
        <IntlWarmUp />
      </body>
    </html>
  );
}
