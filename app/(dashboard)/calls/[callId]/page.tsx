import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CallDetail } from "@/components/call-detail/call-detail";
import { CallZone } from "@/components/call-detail/call-zone";
import { EvaluationPanel } from "@/components/quality/evaluation-panel";
import type { CallResult } from "@/lib/call-results";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { LIST_QUERY_DEFAULTS } from "@/lib/call-results/list-query";
import { DASHBOARD_ERRORS } from "@/lib/errors";
import { requirePageUser, spendToken } from "@/lib/server/auth/guard";
import { toDashboardError } from "@/lib/server/http/respond";
import { liveIntervalSeconds } from "@/lib/server/live/live-config";
import { listCallResults } from "@/lib/server/upstream/upstream";
import { isTimeZone } from "@/lib/time-zones";

export const metadata: Metadata = { title: "Call · Call Results Dashboard" };

// One call, looked up with the list operation's callId filter (the spec has no "get").
export default async function CallPage({
  params,
  searchParams,
}: {
  params: Promise<{ callId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePageUser();
  const { callId } = await params;
  if (!PATH_ID_PATTERN.test(callId)) notFound();
  const { t, tz: tzParam, queue, calibration } = await searchParams;
  // ?tz=ZONE: the zone of the view the call was opened from, or of a shared link; a bad one is ignored.
  const tz = typeof tzParam === "string" && isTimeZone(tzParam) ? tzParam : undefined;
  // ?t=SECONDS: a whole or decimal number of seconds; anything else is ignored.
  const startAt = typeof t === "string" && /^\d{1,6}(\.\d+)?$/.test(t) ? Number(t) : undefined;
  let call: CallResult | undefined;
  try {
    await spendToken(user); // the upstream budget counts pages too, not only /api
    call = (await listCallResults({ ...LIST_QUERY_DEFAULTS, callId, pageSize: 1 })).data[0];
  } catch (error) {
    const e = toDashboardError(error);
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
        <p className="font-semibold">{DASHBOARD_ERRORS[e.code].title}</p>
        <p className="mt-1 text-sm">{e.message}</p>
      </div>
    );
  }
  if (!call) notFound();
  return (
    <CallZone tz={tz}>
      <CallDetail
        call={call}
        startAt={startAt}
        tz={tz}
        liveIntervalSeconds={liveIntervalSeconds()}
        userName={user.name}
        evaluation={
          <EvaluationPanel
            key={`${call.callId}|${calibration ?? ""}`}
            callId={call.callId}
            inQueue={queue === "1"}
            calibrationId={typeof calibration === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(calibration) ? calibration : undefined}
          />
        }
      />
    </CallZone>
  );
}
