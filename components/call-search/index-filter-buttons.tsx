"use client";
import type { ListQuery } from "@/lib/call-results/list-query";
import { AgentFilter } from "./agent-filter";
import { CallFlagsFilter } from "./call-flags-filter";
import { DirectionFilter } from "./direction-filter";
import { DurationFilter } from "./duration-filter";

// The call index's filters in the filter bar (issue #37): Direction, Duration, Agent, and the
// call's flags (voicemail, recording, review and its score and tag). Any of them makes the index serve the view.
export function IndexFilterButtons({ query, onChange }: { query: ListQuery; onChange: (patch: Partial<ListQuery>) => void }) {
  return (
    <>
      <DirectionFilter value={query.direction} onChange={(direction) => onChange({ direction })} />
      <DurationFilter value={{ minDuration: query.minDuration, maxDuration: query.maxDuration }} onChange={(range) => onChange(range)} />
      <AgentFilter query={query} onChange={onChange} />
      <CallFlagsFilter
        value={{
          voicemail: query.voicemail,
          recording: query.recording,
          reviewed: query.reviewed,
          minScore: query.minScore,
          maxScore: query.maxScore,
          tag: query.tag,
        }}
        onChange={(patch) => onChange(patch)}
      />
    </>
  );
}
