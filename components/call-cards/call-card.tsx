"use client";
import Link from "next/link";
import { useId } from "react";
import { FIELD_RENDERERS } from "@/components/call-fields/field-renderers";
import { ReviewCell } from "@/components/review-marks/review-cell";
import { CopyButton } from "@/components/ui/copy-button";
import { PivotLink } from "@/components/ui/pivot-link";
import { callField } from "@/lib/call-results/fields";
import type { CallResult } from "@/lib/call-results/schemas";
import { useTimeZone } from "@/lib/client/time-zone";
import { callHref } from "@/lib/urls";

// The fields a card shows under its heading, rendered as the table renders them.
const FIELDS = ["createdAt", "durationSeconds", "agentName"] as const;
const ctx = { place: "table" } as const;

// One call on a phone: the table row's essentials, its review mark included, named by its call id.
export function CallCard({ call, highlighted }: { call: CallResult; highlighted: boolean }) {
  const { linkZone } = useTimeZone();
  const heading = useId();
  return (
    <article aria-labelledby={heading} className={`space-y-2 panel p-3 ${highlighted ? "live-arrival" : ""}`}>
      <div className="flex items-center gap-1">
        <h2 id={heading} className="min-w-0 truncate font-mono text-sm font-semibold" title={call.callId}>
          <span className="sr-only">Call </span>
          {call.callId}
        </h2>
        <CopyButton value={call.callId} label={`call ID ${call.callId}`} />
        <span className="ml-auto">{FIELD_RENDERERS.status(call, ctx)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {FIELDS.map((key) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{callField(key).label}</dt>
            <dd className="flex min-w-0 items-center gap-1">
              {FIELD_RENDERERS[key](call, ctx)}
              {key === "agentName" && <PivotLink field="agentId" value={call.agentId} />}
            </dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-slate-600">
            {callField("from").label} <span aria-hidden="true">→</span> <span className="sr-only">and</span> {callField("to").label}
          </dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-1">
            {FIELD_RENDERERS.from(call, ctx)}
            <span aria-hidden="true">→</span>
            <span className="sr-only">to</span>
            {FIELD_RENDERERS.to(call, ctx)}
          </dd>
        </div>
        <div className="contents">
          <dt className="text-slate-600">Review</dt>
          <dd className="min-w-0">
            <ReviewCell callId={call.callId} />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {FIELD_RENDERERS.audioAvailable(call, ctx)}
        <Link
          href={callHref(call.callId, { tz: linkZone })}
          // No prefetch, as in the table's rows (components/calls-table/columns.tsx).
          prefetch={false}
          className="inline-flex items-center link"
        >
          Details<span className="sr-only"> of call {call.callId}</span>
        </Link>
        <span className="ml-auto">{FIELD_RENDERERS.detailsUrl(call, ctx)}</span>
      </div>
    </article>
  );
}
