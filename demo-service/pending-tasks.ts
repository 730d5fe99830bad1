// The pending phase of the by-call-task operation (spec §2.4): a task answers pending
// while its latest call is under way, and some tasks take a while to produce their
// result even after that.
import { createHash } from "node:crypto";
import { isLiveStatus } from "@/lib/call-results/constants";
import type { CallRow } from "./call-row";
import { FIXTURES } from "./fixtures";

export class PendingTasks {
  // When each slow task was first asked for. Keys are tasks that exist (asked after the
  // store found their calls), so the map is bounded by the data.
  private readonly firstAsked = new Map<string, number>();

  constructor(private readonly pendingSeconds: number) {}

  /** The pending message for the task whose calls (newest first) these are, or undefined once its result is ready. */
  pendingMessage(projectId: number, taskId: string, calls: CallRow[], now = Date.now()): string | undefined {
    const latest = calls[0];
    if (latest && latest.endedAt === null && isLiveStatus(latest.status)) {
      return `The task's call is ${latest.status.replace("_", " ")}; its result is being created.`;
    }
    if (!slowTask(taskId)) return undefined;
    const key = `${projectId}:${taskId}`;
    const asked = this.firstAsked.get(key) ?? now;
    this.firstAsked.set(key, asked);
    const left = Math.ceil((asked + this.pendingSeconds * 1000 - now) / 1000);
    return left > 0 ? `The call result is being created (about ${left} s left).` : undefined;
  }

  /** Slow tasks become pending again from their next ask (for repeatable demos). */
  reset(): void {
    this.firstAsked.clear();
  }
}

// The fixture task and about one in eighty others, each for DEMO_PENDING_SECONDS after
// it is first asked for.
function slowTask(taskId: string): boolean {
  return taskId === FIXTURES.pendingTaskId || createHash("sha256").update(taskId).digest()[0]! < 3;
}
