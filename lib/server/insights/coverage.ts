import "server-only";
import type { IndexStatus } from "@/lib/dashboard-api/index-status";
import { DashboardError } from "@/lib/errors";

// The page never undercounts: a range (or the period it is compared with) reaching before
// what the index holds completely is refused with the coverage named, and so is everything
// while the index is off.

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function checkCoverage(status: IndexStatus, fromMs: number, compareFromMs: number | undefined): void {
  if (!status.enabled) {
    throw new DashboardError("conflict", "Insights are counted from the call index, which is off on this dashboard (DASHBOARD_INDEX=off).");
  }
  if (status.coverageFrom === null) {
    throw new DashboardError("conflict", "The call index has not read any calls yet: Insights will be ready once its first window is indexed.");
  }
  const coverage = Date.parse(status.coverageFrom);
  const covers = `The call index covers ${day(status.coverageFrom)} (UTC) to now`;
  if (fromMs < coverage) {
    throw new DashboardError("invalid_request", `${covers}: this range starts before that. Choose a range within the coverage.`, {
      details: [{ param: "created", message: `starts before the index's coverage (${status.coverageFrom})` }],
    });
  }
  if (compareFromMs !== undefined && compareFromMs < coverage) {
    throw new DashboardError(
      "invalid_request",
      `${covers}: the period this range is compared with starts before that. Choose a shorter range, or compare to none.`,
      {
        details: [{ param: "compare", message: `reaches before the index's coverage (${status.coverageFrom})` }],
      },
    );
  }
}
