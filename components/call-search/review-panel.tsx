"use client";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { reviewTagsOptions } from "@/lib/dashboard-api/index-agents";
import { ALL_FILTER_LABELS as FILTER_LABELS } from "@/lib/labels-more";

export interface ReviewChoice {
  minScore?: number | undefined;
  maxScore?: number | undefined;
  tag?: string | undefined;
}

const SCORES = [["", "Any"], ...[1, 2, 3, 4, 5].map((n) => [String(n), String(n)] as const)] as const;

// The Review part of the "More" popover (call-flags-panel.tsx): the latest review's score
// between a minimum and a maximum, and a tag of the configured set (issue #37). Each applies
// as it is chosen; a minimum above the maximum is named and nothing changes.
export function ReviewPanel({ value, onChange }: { value: ReviewChoice; onChange: (patch: ReviewChoice) => void }) {
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const { data } = useQuery(reviewTagsOptions());
  const tags = [...(data?.tags ?? []), ...(value.tag && !data?.tags.includes(value.tag) ? [value.tag] : [])];
  function pick(bound: "minScore" | "maxScore", text: string) {
    const next = { ...value, [bound]: text === "" ? undefined : Number(text) };
    if ((next.minScore ?? 1) > (next.maxScore ?? 5)) return setError(`${FILTER_LABELS.minScore} must not be more than the maximum.`);
    setError(null);
    onChange({ [bound]: next[bound] });
  }
  return (
    <fieldset className="flex min-w-0 flex-wrap items-end gap-3">
      <legend className="field-label mb-1">Review score and tag</legend>
      {(["minScore", "maxScore"] as const).map((bound) => (
        <Field key={bound} label={FILTER_LABELS[bound]}>
          {(id) => (
            <Select
              id={id}
              options={SCORES}
              value={value[bound] === undefined ? "" : String(value[bound])}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => pick(bound, e.target.value)}
              className="field"
            />
          )}
        </Field>
      ))}
      <Field label={FILTER_LABELS.tag}>
        {(id) => (
          <Select
            id={id}
            options={[["", "Any"], ...tags.map((t) => [t, t] as const)]}
            value={value.tag ?? ""}
            onChange={(e) => onChange({ tag: e.target.value || undefined })}
            className="field"
          />
        )}
      </Field>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
