import "server-only";
import type { Migration } from "kysely/migration";
import { idempotencyKeys } from "./migration-010-idempotency-keys";
import { reviewsIndexes } from "./migration-011-reviews-indexes";
import { knownAddresses } from "./migration-012-known-addresses";
import { noteMoment } from "./migration-013-note-moment";
import { insightsRollups } from "./migration-015-insights";
import { quality } from "./migration-017-quality";
import { ownerIds } from "./migration-018-owner-ids";
import { reviewsActivity } from "./migration-019-reviews-activity";
import { insightsCover } from "./migration-021-insights-cover";
import { callDates } from "./migration-022-call-dates";
import { insightsDays } from "./migration-023-insights-days";
import { qualityIds } from "./migration-024-quality-ids";
import { searchRollups } from "./migration-025-search-rollups";
import type { DatabaseConfig } from "./store-config";

// The migrations from 010 on (issues #39, #40 and #41), each in a file of its own, listed here so that
// migrations.ts stays one screen; storeMigrations applies them after 008 in name order.
export const laterMigrations = (engine: DatabaseConfig["engine"]): Record<string, Migration> => ({
  "010_idempotency_keys": idempotencyKeys,
  "011_reviews_indexes": reviewsIndexes,
  "012_known_addresses": knownAddresses,
  "013_note_moment": noteMoment(engine),
  "015_insights_rollups": insightsRollups(engine),
  "017_quality": quality,
  "018_owner_ids": ownerIds,
  "019_reviews_activity": reviewsActivity,
  "021_insights_cover": insightsCover,
  "022_call_dates": callDates,
  "023_insights_days": insightsDays(engine),
  "024_quality_ids": qualityIds,
  "025_search_rollups": searchRollups(engine),
});
