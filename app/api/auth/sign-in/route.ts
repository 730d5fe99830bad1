import { apiRoute } from "@/lib/server/api-route";
import { authConfig } from "@/lib/server/auth/auth-config";
import { safeNext } from "@/lib/server/auth/safe-next";
import { newSessionCookie } from "@/lib/server/auth/session";
import { readSignInForm } from "@/lib/server/auth/sign-in-form";
import { beginAttempt } from "@/lib/server/auth/sign-in-limits";
import { checkPassword, SignInBusy, type SignInTiming, USER_NAME_PATTERN } from "@/lib/server/auth/users";
import { clientAddress } from "@/lib/server/http/client-address";
import { countSignIn } from "@/lib/server/metrics";

// POST /api/auth/sign-in – a local user signs in (form post from /sign-in).
// Wrong names and passwords get one generic answer. Failures lock the account for a
// while (lib/server/auth/sign-in-limits.ts) and attempts per client address are capped;
// a locked attempt is refused before any password is checked, saying how long to wait.
// "anyone": the caller has no session yet; a post from another site is refused by apiRoute.
export const POST = apiRoute({ name: "POST /api/auth/sign-in", role: "anyone" }, async ({ request }) => {
  const config = authConfig();
  const back = (path: string) => new Response(null, { status: 303, headers: { location: path } });
  if (config.mode !== "local") return back("/");
  const form = await readSignInForm(request);
  if ("status" in form) return new Response(form.message, { status: form.status, headers: { "content-type": "text/plain; charset=utf-8" } });
  const next = safeNext(form.next);
  const again = (query: string) => back(`/sign-in?${query}&next=${encodeURIComponent(next)}`);
  // A name no user can have is refused at once: there is no account to guess for.
  if (!USER_NAME_PATTERN.test(form.name) || !form.password) return again("error=1");

  const address = clientAddress(request);
  const started = performance.now();
  const attempt = await beginAttempt(form.name, address === "unknown" ? null : address);
  const limitsMs = performance.now() - started;
  const timing: SignInTiming = { queueMs: 0, hashMs: 0 };
  if ("reason" in attempt) {
    countSignIn(attempt.reason);
    return again(`error=${attempt.reason}&retry=${attempt.retryAfterSeconds}`);
  }
  let user: Awaited<ReturnType<typeof checkPassword>>;
  try {
    user = await checkPassword(form.name, form.password, attempt.lane, timing);
  } catch (error) {
    attempt.cancel();
    // The global bound on sign-in work is full: refused at once, nothing hashed or counted.
    if (error instanceof SignInBusy) {
      countSignIn("busy");
      return new Response("The server is busy checking other sign-ins. Try again in a moment.", {
        status: 429,
        headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "1", "cache-control": "no-store" },
      });
    }
    throw error;
  }
  await attempt.finish(user !== null);
  countSignIn(user ? "signed_in" : "wrong");
  if (!user) return again("error=1");
  const cookie = await newSessionCookie(config.sessionSecret, user, config.sessionHours);
  // Where the time went (issue #39): the limits' checks, the wait for a hashing worker, the
  // hash, and the whole handler (the rest is counting the outcome and the session).
  const total = performance.now() - started;
  const serverTiming = `limits;dur=${limitsMs.toFixed(1)}, queue;dur=${timing.queueMs.toFixed(1)}, hash;dur=${timing.hashMs.toFixed(1)}, handler;dur=${total.toFixed(1)}`;
  return new Response(null, { status: 303, headers: { location: next, "set-cookie": cookie, "server-timing": serverTiming } });
});
