"use client";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";

// The calls table's row that takes focus (the roving one, components/calls-table/use-row-keyboard.ts).
const FIRST_ROW = '#results [role="grid"] tbody tr[tabindex="0"], #results [role="grid"] tbody tr';

// The first Tab stop. On the calls view it goes to the results, past the header, filters and
// summary (issue #28: at most 5 Tab presses from load to the first row): with the table shown,
// straight to its row, so ↑/↓ work at once; otherwise (cards, no script yet) to the results' top.
export function SkipLink() {
  const calls = usePathname() === "/";
  const toRow = (event: MouseEvent) => {
    const row = document.querySelector<HTMLElement>(FIRST_ROW);
    if (!row) return;
    event.preventDefault();
    row.focus();
  };
  return (
    <a href={calls ? "#results" : "#main"} onClick={calls ? toRow : undefined} className="skip-link">
      {calls ? "Skip to results" : "Skip to content"}
    </a>
  );
}
