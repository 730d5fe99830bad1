import type { ReactNode } from "react";

// A message above or in place of content: what happened, and what can be done about it.
const TONES = {
  error: { box: "border-red-300 bg-red-50 text-red-950", dismiss: "hover:bg-red-100 focus-visible:outline-red-700" },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-950", dismiss: "hover:bg-amber-100 focus-visible:outline-amber-700" },
} as const;

export function Notice({
  tone,
  role = tone === "error" ? "alert" : "status",
  title,
  children,
  onDismiss,
  className = "",
}: {
  tone: keyof typeof TONES;
  role?: "alert" | "status";
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}) {
  return (
    <div role={role} className={`flex items-start justify-between gap-3 rounded-md border p-3 text-sm ${TONES[tone].box} ${className}`}>
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} className={`rounded px-2 py-1 font-medium focus-visible:outline-2 ${TONES[tone].dismiss}`}>
          Dismiss
        </button>
      )}
    </div>
  );
}
