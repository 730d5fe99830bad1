import "server-only";

// Which errors mean "the store cannot be reached just now" rather than a bug: the request
// then gets the 503 store_unavailable that a stopped database gives, not a 500. pg reports
// its client-side timeouts and lost connections by message only; the SQLSTATE codes are
// PostgreSQL's own (57014: statement timeout, 57P0x: shutting down, 08xxx: connection).

const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57014", "57P01", "57P02", "57P03"]);
const UNREACHABLE_MESSAGES = [
  /^Query read timeout$/,
  /timeout exceeded when trying to connect/,
  /^Connection terminated/,
  /^Client has encountered a connection error/,
];

export function isStoreUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true;
  return UNREACHABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}
