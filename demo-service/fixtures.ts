// Well-known calls that tests and demos can name (documented in docs/demo-service.md), added to
// project acme's generated history.
import type { CallRow } from "./call-row";
import type { ProjectPools } from "./generate";
import type { Project } from "./projects";

export const FIXTURES = {
  longCallId: "call_demo_long",
  longTaskId: "task_demo_long",
  pendingTaskId: "task_demo_pending",
  pendingCallId: "call_demo_pending",
  noAudioCallId: "call_demo_no_audio",
} as const;

export function fixtureRows(project: Project, pools: ProjectPools, anchor: number): CallRow[] {
  const base = (callId: string, callTaskId: string | null, minutesAgo: number, seconds: number, audio: boolean): CallRow => {
    const createdAt = anchor - minutesAgo * 60_000;
    const startedAt = createdAt + 5_000;
    const endedAt = startedAt + 10_000 + seconds * 1000;
    return {
      projectId: project.id,
      callId,
      callTaskId,
      agentId: pools.agentIds[0]!,
      agentName: project.agents[0] ?? null,
      endUserId: pools.endUsers[0]!,
      status: "completed",
      direction: "outbound",
      from: pools.companyNumbers[0]!,
      to: `${project.countryCode}5550100`,
      startedAt,
      endedAt,
      durationSeconds: seconds,
      isVoicemail: false,
      createdAt,
      updatedAt: endedAt + 30_000,
      resultAvailable: true,
      audioAvailable: audio,
      live: false,
    };
  };
  return [
    base(FIXTURES.longCallId, FIXTURES.longTaskId, 180, 2 * 3600 + 5 * 60 + 30, true),
    base(FIXTURES.pendingCallId, FIXTURES.pendingTaskId, 60, 45, true),
    base(FIXTURES.noAudioCallId, null, 30, 95, false),
  ];
}
