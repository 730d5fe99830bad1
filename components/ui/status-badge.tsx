import type { CallStatus } from "@/lib/call-results/constants";
import { STATUS_LABELS } from "@/lib/labels";

// Colours pass WCAG AA contrast for the text on its background.
const STYLES: Record<CallStatus, string> = {
  preparing: "bg-slate-100 text-slate-800",
  ringing: "bg-amber-100 text-amber-900",
  in_progress: "bg-sky-100 text-sky-900",
  completed: "bg-emerald-100 text-emerald-900",
  no_answer: "bg-orange-100 text-orange-900",
  unreachable: "bg-zinc-200 text-zinc-900",
  failed: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: CallStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STYLES[status]}`}>{STATUS_LABELS[status]}</span>;
}
