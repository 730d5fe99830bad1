import "server-only";
import * as client from "openid-client";
import { ROLES, type Role, type SessionUser } from "@/lib/roles";
import { signValue, unsignValue } from "../signed-value";
import { authConfig } from "./auth-config";
import { oidcId } from "./identity";

// OpenID Connect sign-in (authorization code flow with PKCE, state and nonce) through
// openid-client. The flow's secrets wait in a short-lived signed cookie between the
// redirect to the provider and the callback.
// In production the __Secure- prefix: browsers keep it only when it is Secure. (__Host-
// would forbid its narrow Path.)
export const OIDC_FLOW_COOKIE = process.env.NODE_ENV === "production" ? "__Secure-crd-oidc-flow" : "crd-oidc-flow";

let discovered: { issuer: string; config: Promise<client.Configuration> } | undefined;

function configuration(): Promise<client.Configuration> {
  const { oidc } = authConfig();
  if (discovered?.issuer !== oidc.issuer) {
    const insecure = oidc.issuer.startsWith("http://");
    const config = client.discovery(
      new URL(oidc.issuer),
      oidc.clientId,
      oidc.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    // A failed discovery is tried again next time, not cached.
    config.catch(() => (discovered = undefined));
    discovered = { issuer: oidc.issuer, config };
  }
  return discovered.config;
}

const redirectUri = () => `${authConfig().oidc.publicUrl}/api/auth/oidc/callback`;

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  next: string;
  exp: number;
}

/** The provider's sign-in URL, and the cookie that remembers this attempt. */
export async function startSignIn(next: string): Promise<{ url: string; cookie: string }> {
  const config = await configuration();
  const flow: Flow = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    next,
    exp: Date.now() + 10 * 60_000,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: "openid profile email",
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
  });
  const secure = process.env.NODE_ENV === "production" ? "; Secure" : "";
  const value = signValue(authConfig().sessionSecret, Buffer.from(JSON.stringify(flow)).toString("base64url"));
  return { url: url.href, cookie: `${OIDC_FLOW_COOKIE}=${value}; Path=/api/auth/oidc; HttpOnly; SameSite=Lax; Max-Age=600${secure}` };
}

/** Checks the provider's answer against the remembered attempt; the signed-in user and where to go. */
export async function finishSignIn(callbackUrl: URL, flowCookie: string | undefined): Promise<{ user: SessionUser; next: string }> {
  const raw = unsignValue(authConfig().sessionSecret, flowCookie);
  if (!raw) throw new Error("no sign-in attempt of this browser is waiting");
  const flow = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Flow;
  if (flow.exp < Date.now()) throw new Error("the sign-in attempt expired");
  const config = await configuration();
  // The callback arrives at the public URL; rebuild it there for openid-client's checks.
  const current = new URL(`${redirectUri()}${callbackUrl.search}`);
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("the provider sent no ID token");
  const { oidc } = authConfig();
  const name = identityOf(claims);
  const claimed = claims[oidc.roleClaim];
  const role = (typeof claimed === "string" && ROLES.includes(claimed as Role) ? claimed : oidc.defaultRole) as Role;
  return { user: { name, role, id: oidcId(oidc.issuer, claims.sub) }, next: flow.next };
}

/**
 * Who signed in: the provider's e-mail address when it says it verified it, else `sub`,
 * the one claim a provider guarantees to be unique and never reassigned. Not
 * preferred_username: many providers let users choose it, so it can name someone else.
 */
export function identityOf(claims: { sub: string; email?: unknown; email_verified?: unknown }): string {
  return typeof claims.email === "string" && claims.email && claims.email_verified === true ? claims.email : claims.sub;
}

export function clearedFlowCookie(): string {
  return `${OIDC_FLOW_COOKIE}=; Path=/api/auth/oidc; HttpOnly; SameSite=Lax; Max-Age=0`;
}
