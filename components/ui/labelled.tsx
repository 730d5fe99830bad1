import type { ReactNode } from "react";

// A form control with its label above it, for forms that name their fields (server
// components); Field (field.tsx) makes the id up for client ones.
export const INPUT_CLASS = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-sky-600";

export function Labelled({ htmlFor, label, className = "", children }: { htmlFor: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={htmlFor} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}
