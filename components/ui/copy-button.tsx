"use client";
import { useState } from "react";
import { Icon } from "./icon";

const LOOKS = {
  page: "size-6 rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  /** On the dark recording player. */
  player: "size-8 rounded-md hover:bg-slate-700",
} as const;

// Copies a value and says so, visibly and to screen readers.
export function CopyButton({ value, label, look = "page" }: { value: string; label: string; look?: keyof typeof LOOKS }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Copy ${label}`}
      title={`Copy ${label}`}
      className={`inline-flex shrink-0 items-center justify-center focus-ring ${LOOKS[look]}`}
    >
      <Icon name={state === "copied" ? "check" : "copy"} className="size-3.5" />
      <span role="status" className="sr-only">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : ""}
      </span>
    </button>
  );
}
