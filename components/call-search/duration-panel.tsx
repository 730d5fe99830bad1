"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { readDuration } from "@/lib/call-results/search-text";
import { formatDuration } from "@/lib/format";
import { FILTER_LABELS } from "@/lib/labels";

export interface DurationRange {
  minDuration?: number | undefined;
  maxDuration?: number | undefined;
}

const BOUNDS = ["minDuration", "maxDuration"] as const;

// The Duration popover's content (duration-filter.tsx), loaded when it first opens: two text
// boxes read as seconds, m:ss or h:mm:ss, applied together on Enter or Apply. A box that
// cannot be read, or a minimum above the maximum, is named in the error and nothing changes.
export function DurationPanel({ value, onChange, close }: { value: DurationRange; onChange: (value: DurationRange) => void; close: () => void }) {
  const errorId = useId();
  const [typed, setTyped] = useState(() => Object.fromEntries(BOUNDS.map((b) => [b, value[b] === undefined ? "" : formatDuration(value[b])])));
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const next: DurationRange = {};
    for (const bound of BOUNDS) {
      const text = typed[bound]!.trim();
      if (text === "") continue;
      const seconds = readDuration(text);
      if (seconds === null) return setError(`${FILTER_LABELS[bound]}: type seconds (90) or minutes and seconds (1:30).`);
      next[bound] = seconds;
    }
    if (next.minDuration !== undefined && next.maxDuration !== undefined && next.minDuration > next.maxDuration) {
      return setError(`${FILTER_LABELS.maxDuration} must not be less than the minimum.`);
    }
    setError(null);
    onChange({ minDuration: next.minDuration, maxDuration: next.maxDuration });
    close();
  }

  return (
    <form
      className="flex w-[22rem] max-w-full flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      {BOUNDS.map((bound) => (
        <Field key={bound} label={FILTER_LABELS[bound]}>
          {(id) => (
            <input
              id={id}
              type="text"
              inputMode="numeric"
              placeholder="m:ss"
              autoComplete="off"
              size={8}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error?.startsWith(FILTER_LABELS[bound]) ? true : undefined}
              value={typed[bound]}
              onChange={(e) => setTyped((t) => ({ ...t, [bound]: e.target.value }))}
              className="field"
            />
          )}
        </Field>
      ))}
      <Button type="submit">Apply</Button>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
