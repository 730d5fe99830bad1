"use client";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Pending, RecordingInfo } from "@/lib/call-results/schemas";
import { ApiError, fetchRecordingByTask } from "@/lib/client/api-client";
import { usePlayer } from "@/components/audio-player/player-context";

// Polling while the service is still creating the result: 2 s, growing by half each
// time up to 30 s, for at most 5 minutes; then the user decides whether to go on.
const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 30_000;
const GIVE_UP_AFTER_MS = 5 * 60_000;

type State =
  | { kind: "checking" }
  | { kind: "pending"; pending: Pending; nextCheckAt: number }
  | { kind: "gave-up"; pending: Pending }
  | { kind: "ready"; recording: RecordingInfo }
  | { kind: "not-found" }
  | { kind: "error"; message: string; retryAt?: number };

export function TaskRecording({ callTaskId }: { callTaskId: string }) {
  const player = usePlayer();
  const [state, setState] = useState<State>({ kind: "checking" });
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const playerRef = useRef(player);
  playerRef.current = player;

  const poll = useCallback(
    (startedAt: number, delay: number) => {
      clearTimeout(timer.current);
      setState((s) => (s.kind === "pending" ? s : { kind: "checking" }));
      fetchRecordingByTask(callTaskId)
        .then((result) => {
          if (result.kind === "ready") {
            setState({ kind: "ready", recording: result.recording });
            void playerRef.current.load(result.recording.callId, { autoplay: true, info: result.recording });
            return;
          }
          if (Date.now() - startedAt >= GIVE_UP_AFTER_MS) return setState({ kind: "gave-up", pending: result.pending });
          setState({ kind: "pending", pending: result.pending, nextCheckAt: Date.now() + delay });
          timer.current = setTimeout(() => poll(startedAt, Math.min(MAX_DELAY_MS, delay * 1.5)), delay);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.code === "recording_not_found") return setState({ kind: "not-found" });
          if (error instanceof ApiError && error.code === "rate_limited") {
            const wait = (error.retryAfterSeconds ?? 5) * 1000;
            setState({ kind: "error", message: error.message, retryAt: Date.now() + wait });
            timer.current = setTimeout(() => poll(startedAt, delay), wait);
            return;
          }
          setState({ kind: "error", message: error instanceof ApiError ? error.message : "The recording could not be looked up." });
        });
    },
    [callTaskId],
  );

  useEffect(() => {
    poll(Date.now(), FIRST_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [poll]);

  // A visible countdown to the next check.
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);

  const button =
    "rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
  return (
    <section aria-labelledby="task-heading" className="space-y-4">
      <h1 id="task-heading" className="text-2xl font-semibold">
        Recording of call task <span className="font-mono text-xl">{callTaskId}</span>
      </h1>
      <div className="rounded-md border border-slate-200 bg-white p-4" role="status">
        {state.kind === "checking" && <p>Looking up the recording…</p>}
        {state.kind === "pending" && (
          <p>
            {state.pending.message} <span className="text-slate-600">Checking again in {Math.max(0, Math.ceil((state.nextCheckAt - now) / 1000))} s.</span>
          </p>
        )}
        {state.kind === "gave-up" && (
          <div className="space-y-2">
            <p>The result is still being created after 5 minutes: {state.pending.message}</p>
            <button type="button" className={button} onClick={() => poll(Date.now(), FIRST_DELAY_MS)}>
              Check again
            </button>
          </div>
        )}
        {state.kind === "ready" && (
          <p>
            The recording is ready and loaded in the player: call{" "}
            <Link href={`/calls/${encodeURIComponent(state.recording.callId)}`} className="font-mono text-sky-800 underline-offset-2 hover:underline">
              {state.recording.callId}
            </Link>
            .
          </p>
        )}
        {state.kind === "not-found" && <p>No recording was found for call task {callTaskId}.</p>}
        {state.kind === "error" && (
          <div className="space-y-2">
            <p>
              {state.message}
              {state.retryAt !== undefined && ` Trying again in ${Math.max(0, Math.ceil((state.retryAt - now) / 1000))} s.`}
            </p>
            {state.retryAt === undefined && (
              <button type="button" className={button} onClick={() => poll(Date.now(), FIRST_DELAY_MS)}>
                Try again
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
