// Signed recording links: an HMAC over the path and the expiry time, as storage
// services issue them. Anyone holding the link may fetch it until it expires.
import { createHmac, timingSafeEqual } from "node:crypto";

function mac(secret: string, pathname: string, expires: number): string {
  return createHmac("sha256", secret).update(`${pathname}\n${expires}`).digest("hex");
}

export function signPath(secret: string, pathname: string, expires: number): string {
  return `${pathname}?expires=${expires}&signature=${mac(secret, pathname, expires)}`;
}

export type Verdict = "ok" | "expired" | "invalid";

export function verifySignedPath(secret: string, pathname: string, search: URLSearchParams, nowSeconds: number): Verdict {
  const expiresText = search.get("expires") ?? "";
  const signature = search.get("signature") ?? "";
  if (!/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(signature)) return "invalid";
  const expected = Buffer.from(mac(secret, pathname, Number(expiresText)), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return "invalid";
  return Number(expiresText) <= nowSeconds ? "expired" : "ok";
}
