import type { ComponentProps } from "react";

// A bordered white button: the toolbar's and forms' everyday look.
const OUTLINED = "inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-sm hover:bg-slate-50 disabled:opacity-50";

// The dashboard's buttons: one look per role, one focus ring.
const VARIANTS = {
  primary: "rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-50",
  secondary: `${OUTLINED} py-1.5`,
  /** Beside a control of the same height (the header's call task ID, Sign out among the header's text). */
  compact: `${OUTLINED} py-1`,
  /** The confirming button of a step that destroys something (deleting a saved view). */
  danger: "rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50",
  /** An action in an error message (Try again, Download instead), on its red. */
  error: "rounded-md border border-red-300 bg-white px-2 py-1 font-medium text-red-900 hover:bg-red-100 disabled:opacity-50",
  /** An action in a warning (Try again), on its amber. */
  warning: "rounded-md border border-amber-300 bg-white px-2 py-1 font-medium hover:bg-amber-100 disabled:opacity-50",
  /** An icon (or short text) button on the dark recording player; 44 px wide on phones (touch targets, globals.css). */
  player: "inline-flex min-w-8 phone:min-w-11 h-8 items-center justify-center gap-1 rounded-md px-1 hover:bg-slate-700 disabled:opacity-40",
} as const;

export function Button({ variant = "primary", className = "", type = "button", ...props }: ComponentProps<"button"> & { variant?: keyof typeof VARIANTS }) {
  return <button type={type} className={`${VARIANTS[variant]} focus-ring focus-visible:outline-offset-2 ${className}`} {...props} />;
}
