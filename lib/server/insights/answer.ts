import "server-only";
import type { InsightsData } from "@/lib/dashboard-api/insights";
import { indexConfig } from "../call-index/config";
import { indexStatus } from "../call-index/status";
import type { StoreDb } from "../store/database";
import { insightsShortSeconds } from "./config";
import { checkCoverage } from "./coverage";
import { compareRange, insightsData } from "./page-data";
import { readInsightsParams } from "./params";

/** The Insights page's data for its query string, or the error that names what is wrong: the route and the page's first render alike. */
export async function insightsAnswer(db: StoreDb, params: URLSearchParams, nowMs: number): Promise<InsightsData> {
  const req = readInsightsParams(params, nowMs);
  const status = await indexStatus(db, indexConfig(), nowMs);
  checkCoverage(status, req.fromMs, compareRange(req)?.[0]);
  return insightsData(db, req, insightsShortSeconds(), status.lastTailAt);
}
