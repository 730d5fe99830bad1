"use client";
import Link from "next/link";
import { PlayButton } from "@/components/audio-player/play-button";
import { FIELD_RENDERERS } from "@/components/call-fields/field-renderers";
import { EmptyValue } from "@/components/ui/empty-value";
import { RelativeTime } from "@/components/ui/relative-time";
import { useTimeZone } from "@/lib/client/time-zone";
import type { ReviewedCall } from "@/lib/reviews/reviews-query";
import { callHref } from "@/lib/urls";
import { REVIEWED_CALL_FACTS } from "./reviewed-call-facts";

const CELL = "px-3 py-2 align-top";

// One reviewed call: who scored it and how, its tags and notes, when, and the service's facts.
export function ReviewedCallRow({ row, factsMissing }: { row: ReviewedCall; factsMissing: string }) {
  const { linkZone } = useTimeZone();
  const tags = [...new Set(row.reviews.flatMap((r) => r.tags))];
  const { call } = row;
  return (
    <tr>
      <th scope="row" className={`${CELL} text-left font-normal`}>
        <Link href={callHref(row.callId, { tz: linkZone })} className="font-mono text-xs link">
          {row.callId}
        </Link>
      </th>
      <td className={CELL}>
        {row.reviews.length === 0 ? (
          <EmptyValue label="not reviewed" />
        ) : (
          <ul>
            {row.reviews.map((r) => (
              <li key={r.reviewer} className="whitespace-nowrap">
                {r.score} <span className="text-slate-600">({r.reviewer})</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={CELL}>{tags.length === 0 ? <EmptyValue label="no tags" /> : tags.join(", ")}</td>
      <td className={`${CELL} tabular-nums`}>{row.notes}</td>
      <td className={CELL}>
        <RelativeTime iso={row.latestAt} />
      </td>
      {REVIEWED_CALL_FACTS.map((key) => (
        <td key={key} className={CELL}>
          {call ? FIELD_RENDERERS[key](call, { place: "table" }) : <EmptyValue label={factsMissing} />}
        </td>
      ))}
      <td className={CELL}>
        {/* As in the calls table's row actions: Play, or why there is nothing to play. */}
        {call ? <PlayButton call={call} /> : <EmptyValue label={factsMissing} />}
      </td>
    </tr>
  );
}
