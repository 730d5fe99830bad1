import { NextResponse } from "next/server";
import { securityHeaders } from "@/lib/security-headers";

// Adds the security headers to every response. It only decorates responses: it is no
// gate, and nothing here reads the API key.
const headers = securityHeaders(process.env, process.env.NODE_ENV !== "production");

export function proxy() {
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image).*)"],
};
