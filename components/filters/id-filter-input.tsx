"use client";
import { useEffect, useRef, useState } from "react";
import { Field } from "@/components/ui/field";
import { INPUT_CLASS } from "@/components/ui/labelled";

const DEBOUNCE_MS = 600;

// An id filter: trimmed, applied on Enter or once typing pauses; empty removes it.
export function IdFilterInput({ label, value, onApply }: { label: string; value: string | undefined; onApply: (value: string | undefined) => void }) {
  const [text, setText] = useState(value ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL when it changes from outside (back/forward, a chip removed).
  useEffect(() => setText(value ?? ""), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(raw: string) {
    clearTimeout(timer.current);
    const next = raw.trim() || undefined;
    if (next !== value) onApply(next);
  }

  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => {
            const raw = e.target.value;
            setText(raw);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply(raw), DEBOUNCE_MS);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") apply(text);
          }}
          className={`w-full font-mono ${INPUT_CLASS}`}
        />
      )}
    </Field>
  );
}
