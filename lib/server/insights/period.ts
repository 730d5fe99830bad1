import "server-only";
import { type Counts, emptyCounts, type HeadlineCounts } from "@/lib/dashboard-api/insights";
import type { StoreDb } from "../store/database";
import { evaluationCounts } from "./evaluations";
import { type BucketRow, bucketCounts, type GroupedRow, groupedCounts, type InsightsFilters } from "./grouped";
import { type HourRow, hourCounts } from "./hours";
import { exactMedian } from "./median";
import { reviewedCounts } from "./reviewed";

// One period's counts (the chosen range, or the one it is compared with): in total, per
// agent and per UTC hour, from the roll-ups, the reviews' marks and the submitted evaluations.
// The total is the sum of the agents' counts (every call has one agent id), so the hours are
// read only as the heatmap and the trend need them.

const STATUS_FIELD: Record<string, "completed" | "noAnswer" | "unreachable" | "failed" | undefined> = {
  completed: "completed",
  no_answer: "noAnswer",
  unreachable: "unreachable",
  failed: "failed",
};

/** Adds a grouped row (by status and voicemail) into counts. */
function add(counts: Counts, row: GroupedRow): void {
  counts.calls += row.calls;
  const field = STATUS_FIELD[row.status ?? ""];
  if (field) counts[field] += row.calls;
  if (row.voicemail === 1) counts.voicemail += row.calls;
  // Durations and talk time are those of completed calls.
  if (row.status === "completed") {
    counts.durationCalls += row.duration_calls;
    counts.durationSum += row.duration_sum;
  }
}

export interface Period {
  total: HeadlineCounts;
  agents: Map<string, Counts>;
  hours: HourRow[];
  buckets: BucketRow[];
}

export async function periodCounts(db: StoreDb, fromMs: number, toMs: number, filters: InsightsFilters, shortSeconds: number): Promise<Period> {
  const [hours, byAgent, agentBuckets, reviewed, evaluations] = await Promise.all([
    hourCounts(db, fromMs, toMs, filters),
    groupedCounts(db, fromMs, toMs, filters, ["agent_id", "status", "voicemail"]),
    bucketCounts(db, fromMs, toMs, filters, true),
    reviewedCounts(db, fromMs, toMs, filters),
    evaluationCounts(db, fromMs, toMs, filters),
  ]);
  const total = emptyCounts();
  const agents = new Map<string, Counts>();
  const agent = (id: string) => {
    const counts = agents.get(id) ?? emptyCounts();
    agents.set(id, counts);
    return counts;
  };
  for (const row of byAgent) {
    add(agent(row.agent_id ?? ""), row);
    add(total, row);
  }
  const buckets = new Map<number, number>();
  for (const row of agentBuckets) {
    buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + row.calls);
    if (row.bucket < shortSeconds) {
      agent(row.agent_id ?? "").shortCalls += row.calls;
      total.shortCalls += row.calls;
    }
  }
  for (const row of reviewed) {
    const counts = agent(row.agent_id);
    counts.reviewed += row.reviewed;
    counts.scored += row.scored;
    counts.scoreSum += row.score_sum;
    total.reviewed += row.reviewed;
    total.scored += row.scored;
    total.scoreSum += row.score_sum;
  }
  for (const row of evaluations) {
    for (const counts of [agent(row.agent_id), total]) {
      counts.evaluated += row.scored;
      counts.evaluationScoreSum += row.score_sum;
      counts.criticalFailures += row.critical;
    }
  }
  const bucketRows = [...buckets].map(([bucket, calls]) => ({ bucket, calls }));
  const medianSeconds = await exactMedian(db, fromMs, toMs, filters, bucketRows);
  return { total: { ...total, medianSeconds }, agents, hours, buckets: bucketRows };
}
