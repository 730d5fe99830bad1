import "server-only";
import { DashboardError } from "@/lib/errors";

// Ids in paths must match this allow-list before they are encoded and sent upstream:
// 1–128 characters of ASCII letters, digits, "_" and "-", starting with a letter or digit
// (the spec's ids look like `call_abc123`). Next has already decoded the path, so
// `..%2F`, `%3F` and `%23` arrive as `../`, `?` and `#`; all of those, `%` itself
// (double encoding), dots, slashes and non-ASCII fall outside the pattern.
export const PATH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function checkPathId(param: string, value: string): string {
  if (!PATH_ID_PATTERN.test(value)) {
    throw new DashboardError(
      "invalid_request",
      `${param} must be 1–128 letters, digits, "_" or "-", starting with a letter or digit.`,
      { details: [{ param, message: "must match ^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$" }] },
    );
  }
  return value;
}
