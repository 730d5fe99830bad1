import type { CallStatus } from "@/lib/call-results/constants";

// Finished calls are those that can no longer change: they connected or they did not.
const FINISHED: CallStatus[] = ["completed", "no_answer", "unreachable", "failed"];

/** The share of finished calls that connected, with its definition on hover and focus. */
export function ConnectedShare({ counts }: { counts: Record<CallStatus, number> }) {
  const finished = FINISHED.reduce((sum, s) => sum + counts[s], 0);
  const share = finished === 0 ? "—" : `${Math.round((counts.completed / finished) * 100)}%`;
  return (
    <span tabIndex={0} className="tip-host connected-share">
      Connected <span className="font-semibold tabular-nums">{share}</span>
      <span className="tip">
        <span className="sr-only">: </span>
        Completed calls as a share of finished calls (completed, no answer, unreachable and failed
        {finished === 0 ? "; none yet" : `: ${counts.completed} of ${finished}`})
      </span>
    </span>
  );
}
