import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

// The one HMAC-SHA256 signature of the dashboard: `value.signature` (base64url). Sessions
// and the OIDC flow cookie both use it, so both are checked the same way, in constant time.

function mac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function signValue(secret: string, value: string): string {
  return `${value}.${mac(secret, value)}`;
}

/** The value of a correctly signed string; null for anything else. */
export function unsignValue(secret: string, signed: string | undefined): string | null {
  if (!signed || !secret) return null;
  const i = signed.lastIndexOf(".");
  if (i <= 0) return null;
  const value = signed.slice(0, i);
  const expected = Buffer.from(mac(secret, value));
  const given = Buffer.from(signed.slice(i + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}
