import "server-only";

/** The address of the client of a request, for the audit trail and the sign-in limits. */
export function clientAddress(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}
