import Link from "next/link";
import { PlayButton } from "@/components/audio-player/play-button";
import { ConsoleLink } from "@/components/ui/console-link";
import type { CallResult } from "@/lib/call-results/schemas";
import { useTimeZone } from "@/lib/client/time-zone";
import { callHref } from "@/lib/urls";

// What a row is for, in the column pinned at the table's end, so it stays in view however
// wide the other columns make the table (issue #28): play, the call's page, the console.
// Narrow (about 190 px), so that the default columns fit beside it at 1440 px.
// The call's page keeps the view's own zone (`tz=`), so its times are the view's.
export function RowActions({ call }: { call: CallResult }) {
  const { linkZone } = useTimeZone();
  return (
    <span className="row-actions">
      {/* Compact: one 28 px slot whatever it holds (Play, Pause, or why there is nothing to
          play), so every row's links line up and the column stays narrow. */}
      <PlayButton call={call} compact />
      {/* No prefetch: a call's page is rendered per request anyway, and prefetching every row
          in view sent 20 to 40 requests (two per row) right after each load (issue #18). */}
      <Link href={callHref(call.callId, { tz: linkZone })} prefetch={false} className="link">
        Details<span className="sr-only"> of call {call.callId}</span>
      </Link>
      <ConsoleLink url={call.detailsUrl} callId={call.callId} short />
    </span>
  );
}
