import { authConfig } from "@/lib/server/auth/auth-config";
import { sessionCookie, signSession } from "@/lib/server/auth/session";
import { safeNext } from "@/lib/server/auth/safe-next";
import { checkPassword } from "@/lib/server/auth/users";
import { clientAddress } from "@/lib/server/client-address";

// POST /api/auth/sign-in – a local user signs in (form post from /sign-in).
// Wrong names and passwords get one generic answer; repeated failures for a name from an
// address are slowed down (1 s after the third, doubling up to 30 s).
const failures = new Map<string, { count: number; at: number }>();

export async function POST(request: Request) {
  const config = authConfig();
  const back = (path: string) => new Response(null, { status: 303, headers: { location: path } });
  if (config.mode !== "local") return back("/");
  const form = await request.formData().catch(() => null);
  const name = String(form?.get("name") ?? "").trim();
  const password = String(form?.get("password") ?? "");
  const next = safeNext(form?.get("next") ?? null);
  const key = `${name}|${clientAddress(request)}`;

  const previous = failures.get(key);
  if (previous && Date.now() - previous.at > 15 * 60_000) failures.delete(key);
  const count = failures.get(key)?.count ?? 0;
  if (count >= 3) await new Promise((r) => setTimeout(r, Math.min(30_000, 1000 * 2 ** (count - 3))));

  const user = name && password ? await checkPassword(config.usersFile, name, password) : null;
  if (!user) {
    failures.set(key, { count: count + 1, at: Date.now() });
    return back(`/sign-in?error=1&next=${encodeURIComponent(next)}`);
  }
  failures.delete(key);
  const maxAge = config.sessionHours * 3600;
  const cookie = sessionCookie(signSession(config.sessionSecret, user, Date.now() + maxAge * 1000), maxAge);
  return new Response(null, { status: 303, headers: { location: next, "set-cookie": cookie } });
}
