"use client";
import { useEffect, useId, useRef, useState } from "react";

const DEBOUNCE_MS = 600;

// An id filter: trimmed, applied on Enter or once typing pauses; empty removes it.
export function IdFilterInput({ label, value, onApply }: { label: string; value: string | undefined; onApply: (value: string | undefined) => void }) {
  const id = useId();
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
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
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
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
      />
    </div>
  );
}
