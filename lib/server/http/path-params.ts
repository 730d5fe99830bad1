import "server-only";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { DashboardError } from "@/lib/errors";

// Ids in paths must match PATH_ID_PATTERN before they are encoded and sent upstream.
// Next has already decoded the path, so `..%2F`, `%3F` and `%23` arrive as `../`, `?`
// and `#`; those, `%` itself (double encoding), dots, slashes and non-ASCII all fall
// outside the pattern.

export function checkPathId(param: string, value: string): string {
  if (!PATH_ID_PATTERN.test(value)) {
    throw new DashboardError("invalid_request", `${param} must be 1–128 letters, digits, "_" or "-", starting with a letter or digit.`, {
      details: [{ param, message: "must match ^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$" }],
    });
  }
  return value;
}
