import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Labelled } from "@/components/ui/labelled";
import { authConfig } from "@/lib/server/auth/auth-config";
import { safeNext } from "@/lib/server/auth/safe-next";
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "@/lib/server/auth/sign-in-form";

export const metadata: Metadata = { title: "Sign in · Call Results Dashboard" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const mode = authConfig().mode;
  if (mode === "proxy") {
    return (
      <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md space-y-3 panel p-6">
        <h1 id="sign-in-heading" className="text-xl font-semibold">
          Sign-in required
        </h1>
        <p>This dashboard takes your sign-in from your organisation&apos;s proxy, and this request came without it. Open the dashboard through that proxy.</p>
      </section>
    );
  }
  if (mode !== "local" && mode !== "oidc") redirect("/");
  const params = await searchParams;
  // Checked here too, so the form and the provider link never carry a foreign target.
  const next = safeNext(params.next);
  const retry = typeof params.retry === "string" && /^\d{1,4}$/.test(params.retry) ? Number(params.retry) : 1;
  const wait = retry >= 120 ? `${Math.ceil(retry / 60)} minutes` : `${retry} second${retry === 1 ? "" : "s"}`;
  const button = "focus-ring block w-full rounded-md bg-sky-700 px-3 py-2 text-center font-medium text-white hover:bg-sky-800 focus-visible:outline-offset-2";
  const error =
    mode === "oidc"
      ? params.error === "provider"
        ? "The identity provider cannot be reached. Try again later."
        : "The sign-in did not succeed. Try again."
      : params.error === "locked"
        ? `Too many failed sign-ins. Wait ${wait}, then try again.`
        : params.error === "busy"
          ? "The server is busy checking other sign-ins. Try again in a moment."
          : "Wrong user name or password.";
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-sm space-y-4 panel p-6">
      <h1 id="sign-in-heading" className="text-xl font-semibold">
        Sign in
      </h1>
      {params.error && (
        <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-900">
          {error}
        </p>
      )}
      {mode === "oidc" ? (
        <a href={`/api/auth/oidc/start?next=${encodeURIComponent(next)}`} className={button}>
          Sign in with your identity provider
        </a>
      ) : (
        <form action="/api/auth/sign-in" method="post" className="space-y-3">
          <input type="hidden" name="next" value={next} />
          <Labelled htmlFor="name" label="User name">
            <input id="name" name="name" autoComplete="username" required maxLength={MAX_NAME_LENGTH} className={`w-full field`} />
          </Labelled>
          <Labelled htmlFor="password" label="Password">
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={MAX_PASSWORD_LENGTH}
              className={`w-full field`}
            />
          </Labelled>
          <Button type="submit" className="w-full">
            Sign in
          </Button>
        </form>
      )}
    </section>
  );
}
