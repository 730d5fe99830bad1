"use client";
import type { ReactNode } from "react";

const ITEM = "flex w-full items-center justify-between gap-3 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus:bg-sky-50 focus-ring";

/** One item of the Views menu: out of the Tab order, reached with the arrow keys (use-menu-keys.ts). */
export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} onClick={onSelect} className={ITEM}>
      {children}
    </button>
  );
}
