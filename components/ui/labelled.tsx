import type { ReactNode } from "react";

// A form control with its label above it, for forms that name their fields (server
// components); Field (field.tsx) makes the id up for client ones. The controls' own look is
// the `field` class (app/controls.css).

export function Labelled({ htmlFor, label, className = "", children }: { htmlFor: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={htmlFor} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}
