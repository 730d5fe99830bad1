// A minimal OpenID Connect provider for the tests: discovery, an authorize endpoint that
// signs in a configured user at once, a token endpoint that checks the client secret and
// PKCE and issues an RS256 ID token, and the JWKS to verify it.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export interface FakeIssuer {
  url: string;
  /** Who the next sign-in will be, with which claims. */
  user: Record<string, unknown>;
  close(): void;
}

export async function startFakeIssuer(client: { id: string; secret: string }): Promise<FakeIssuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; user: Record<string, unknown> }>();
  const issuer: FakeIssuer = { url: "", user: { sub: "user-1", preferred_username: "olivia" }, close: () => server.close() };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", issuer.url);
    const json = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer: issuer.url,
        authorization_endpoint: `${issuer.url}/authorize`,
        token_endpoint: `${issuer.url}/token`,
        jwks_uri: `${issuer.url}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      const q = url.searchParams;
      if (q.get("client_id") !== client.id || q.get("code_challenge_method") !== "S256") return json(400, { error: "invalid_request" });
      const code = randomBytes(16).toString("hex");
      codes.set(code, { nonce: q.get("nonce") ?? "", challenge: q.get("code_challenge") ?? "", redirectUri: q.get("redirect_uri") ?? "", user: issuer.user });
      const back = new URL(q.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", q.get("state") ?? "");
      back.searchParams.set("iss", issuer.url);
      return void res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const basic = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
      const [id, secret] = basic ? basic.split(":").map(decodeURIComponent) : [form.get("client_id"), form.get("client_secret")];
      if (id !== client.id || secret !== client.secret) return json(401, { error: "invalid_client" });
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get("redirect_uri")) return json(400, { error: "invalid_grant" });
      const idToken = await new SignJWT({ ...grant.user, nonce: grant.nonce })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(issuer.url)
        .setAudience(client.id)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
      return json(200, { access_token: randomBytes(16).toString("hex"), token_type: "Bearer", expires_in: 300, id_token: idToken });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return issuer;
}
