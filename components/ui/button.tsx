import type { ButtonHTMLAttributes } from "react";

// The dashboard's buttons: one look per role, one focus ring.
const VARIANTS = {
  primary: "rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-50",
  secondary: "inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-50",
  /** The confirming button of a step that destroys something (deleting a saved view). */
  danger: "rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-50",
  /** An icon (or short text) button on the dark recording player; 44 px wide on phones (touch targets, globals.css). */
  player: "inline-flex min-w-8 phone:min-w-11 h-8 items-center justify-center gap-1 rounded-md px-1 hover:bg-slate-700 disabled:opacity-40",
} as const;

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS }) {
  return <button type={type} className={`${VARIANTS[variant]} focus-ring focus-visible:outline-offset-2 ${className}`} {...props} />;
}
