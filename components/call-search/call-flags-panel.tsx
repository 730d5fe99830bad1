"use client";
import { RadioChoice } from "@/components/ui/radio-choice";
import type { YesNo } from "@/lib/call-results/index-filters";
import { FILTER_LABELS } from "@/lib/labels";
import { type ReviewChoice, ReviewPanel } from "./review-panel";

export interface CallFlags extends ReviewChoice {
  voicemail?: YesNo | undefined;
  recording?: YesNo | undefined;
  reviewed?: YesNo | undefined;
}

type Choice = YesNo | "any";

const GROUPS = [
  ["voicemail", "Voicemail", "Not voicemail"],
  ["recording", "Has a recording", "No recording"],
  ["reviewed", "Reviewed", "Not reviewed"],
] as const;

// The "More" popover's content (call-flags-filter.tsx), loaded when it first opens: each flag
// is Any, yes or no, applied as it is chosen; then the review's score and tag.
export function CallFlagsPanel({ value, onChange }: { value: CallFlags; onChange: (patch: CallFlags) => void }) {
  return (
    <div className="flex w-[20rem] max-w-full flex-col gap-3">
      {GROUPS.map(([flag, yes, no]) => (
        <RadioChoice<Choice>
          key={flag}
          legend={FILTER_LABELS[flag]}
          name={flag}
          options={[
            ["any", "Any"],
            ["yes", yes],
            ["no", no],
          ]}
          value={value[flag] ?? "any"}
          onChange={(choice) => onChange({ [flag]: choice === "any" ? undefined : choice })}
        />
      ))}
      <ReviewPanel value={value} onChange={onChange} />
    </div>
  );
}
