// The classes that keep a pinned column (TanStack's column pinning says which, and where) at
// its edge of the scrolling table, opaque over the columns that pass beneath it, with a line
// where they meet (an inset shadow: a collapsed table's borders do not move with a sticky cell). One column is pinned at each end, so its offset is 0.
export function pinnedClass(pinned: false | "start" | "end", background: string): string {
  if (pinned === "start") return `sticky start-0 z-[1] shadow-[inset_-1px_0_0_var(--color-slate-200)] ${background}`;
  if (pinned === "end") return `sticky end-0 z-[1] shadow-[inset_1px_0_0_var(--color-slate-200)] ${background}`;
  return "";
}
