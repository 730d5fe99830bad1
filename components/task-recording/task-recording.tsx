"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { usePlayerActions } from "@/components/audio-player/player-context";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/dashboard-api/fetch";
import { taskRecordingOptions } from "@/lib/dashboard-api/recordings";
import { DEFAULT_RETRY_AFTER_SECONDS } from "@/lib/retry-after";
import { nextPoll, pollDelay } from "./poll-schedule";

// The recording of a call task: polled while the service is still creating the result,
// then loaded in the player.
export function TaskRecording({ callTaskId }: { callTaskId: string }) {
  const { load } = usePlayerActions();
  // "Check again" and "Try again" start a new round, with its own 5 minutes.
  const [round, setRound] = useState(() => ({ n: 0, startedAt: Date.now() }));
  const again = () => setRound((r) => ({ n: r.n + 1, startedAt: Date.now() }));
  const options = taskRecordingOptions(callTaskId, round.n);
  const q = useQuery({
    ...options,
    refetchInterval: (query) =>
      query.state.data?.kind === "pending" ? nextPoll(round.startedAt, query.state.dataUpdatedAt, query.state.dataUpdateCount) : false,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    // A rate limit is waited out as the service asks; other failures are shown at once.
    retry: (failures, error) => error instanceof ApiError && error.code === "rate_limited" && failures < 20,
    retryDelay: (_, error) => ((error instanceof ApiError ? error.retryAfterSeconds : undefined) ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000,
  });

  const ready = q.data?.kind === "ready" ? q.data.recording : undefined;
  useEffect(() => {
    if (ready) void load(ready.callId, { autoplay: true, info: ready });
  }, [ready, load]);

  // When a rate-limited ask will be retried, for the countdown.
  const [retryAt, setRetryAt] = useState<number>();
  const limited = q.failureReason instanceof ApiError && q.failureReason.code === "rate_limited" && q.fetchStatus === "fetching";
  useEffect(() => {
    if (q.failureReason instanceof ApiError && q.failureReason.code === "rate_limited")
      setRetryAt(Date.now() + (q.failureReason.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000);
  }, [q.failureReason]);

  // A visible countdown to the next check.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const seconds = (at: number) => Math.max(0, Math.ceil((at - now) / 1000));

  // How many answers this round has had: the result does not carry it, the query's state does.
  const answers = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const pending = q.data?.kind === "pending" ? q.data.pending : undefined;
  const gaveUp = pending !== undefined && nextPoll(round.startedAt, q.dataUpdatedAt, answers) === false;
  const notFound = q.error instanceof ApiError && q.error.code === "recording_not_found";
  const failed = q.isError && !notFound;
  return (
    <section aria-labelledby="task-heading" className="space-y-4">
      <h1 id="task-heading" className="text-2xl font-semibold">
        Recording of call task <span className="font-mono text-xl">{callTaskId}</span>
      </h1>
      <div className="panel p-4" role="status">
        {q.isPending && !limited && <p>Looking up the recording…</p>}
        {limited && q.failureReason && (
          <p>
            {q.failureReason.message}
            {retryAt !== undefined && ` Trying again in ${seconds(retryAt)} s.`}
          </p>
        )}
        {pending && !gaveUp && (
          <p>
            {pending.message} <span className="text-slate-600">Checking again in {seconds(q.dataUpdatedAt + pollDelay(answers))} s.</span>
          </p>
        )}
        {pending && gaveUp && (
          <div className="space-y-2">
            <p>The result is still being created after 5 minutes: {pending.message}</p>
            <Button onClick={again}>Check again</Button>
          </div>
        )}
        {ready && (
          <p>
            The recording is ready and loaded in the player: call{" "}
            <Link href={`/calls/${encodeURIComponent(ready.callId)}`} className="font-mono link">
              {ready.callId}
            </Link>
            .
          </p>
        )}
        {notFound && <p>No recording was found for call task {callTaskId}.</p>}
        {failed && (
          <div className="space-y-2">
            <p>{q.error instanceof ApiError ? q.error.message : "The recording could not be looked up."}</p>
            <Button onClick={again}>Try again</Button>
          </div>
        )}
      </div>
    </section>
  );
}
