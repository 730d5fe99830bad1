"use client";
import { useState } from "react";
import { Icon } from "./icon";

// Copies a value and says so, visibly and to screen readers.
export function CopyButton({ value, label, look = "page" }: { value: string; label: string; look?: "page" | "player" }) {
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
      // Its look on a page or on the dark recording player (app/controls.css).
      className={`copy-btn copy-btn-${look}`}
    >
      <Icon name={state === "copied" ? "check" : "copy"} className="size-3.5" />
      <span role="status" className="sr-only">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : ""}
      </span>
    </button>
  );
}
