import { type ReactNode, useId } from "react";

// A form control with its label above it; the control receives the id the label points at.
export const INPUT_CLASS = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-sky-600";

export function Field({ label, className = "", children }: { label: ReactNode; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
