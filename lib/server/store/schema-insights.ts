// The Insights roll-ups' tables (issue #40), apart from schema.ts to keep it one screen: per UTC
// hour (migration 015) and per UTC day (migration 023), kept by the call index's writes.

/** The Insights roll-ups (migration 015): per UTC hour, agent, status, direction, voicemail. */
interface InsightsHourTable {
  hour_ms: number;
  agent_id: string;
  status: string;
  direction: string;
  voicemail: number;
  calls: number;
  /** Calls with a known duration, and the sum of those durations in seconds. */
  duration_calls: number;
  duration_sum: number;
}

/** Completed calls with a duration, per hour, agent, direction, voicemail and duration bucket (migration 015). */
interface InsightsDurationTable {
  hour_ms: number;
  agent_id: string;
  direction: string;
  voicemail: number;
  /** The bucket's lower bound in seconds. */
  bucket: number;
  calls: number;
}

/** insights_hour without agent and direction (migration 015). */
interface InsightsHourTotalTable {
  hour_ms: number;
  status: string;
  voicemail: number;
  calls: number;
  duration_calls: number;
  duration_sum: number;
}

/** insights_hour by UTC day (migration 023). */
type InsightsDayTable = Omit<InsightsHourTable, "hour_ms"> & { day_ms: number };

/** insights_duration by UTC day (migration 023). */
type InsightsDayDurationTable = Omit<InsightsDurationTable, "hour_ms"> & { day_ms: number };

/** Completed calls with a duration per UTC day and duration in whole seconds (migration 023), for the exact median. */
interface InsightsDaySecondsTable {
  day_ms: number;
  seconds: number;
  calls: number;
}

/** Calls per UTC day, folded agent name as the call carries it ('' for none), status, direction, voicemail (migration 025). */
interface InsightsDayNameTable {
  day_ms: number;
  name: string;
  status: string;
  direction: string;
  voicemail: number;
  calls: number;
}

/** Calls with a duration per UTC day, duration band (its lower bound in seconds), status, direction, voicemail (migration 025). */
type InsightsDayBandTable = Omit<InsightsDayNameTable, "name"> & { band: number };

/** Each agent's latest name (migration 015). */
interface InsightsAgentTable {
  agent_id: string;
  agent_name: string | null;
}

export interface InsightsSchema {
  insights_hour: InsightsHourTable;
  insights_duration: InsightsDurationTable;
  insights_hour_total: InsightsHourTotalTable;
  insights_agent: InsightsAgentTable;
  insights_day: InsightsDayTable;
  insights_day_duration: InsightsDayDurationTable;
  insights_day_seconds: InsightsDaySecondsTable;
  insights_day_name: InsightsDayNameTable;
  insights_day_band: InsightsDayBandTable;
}
