import type { CallStatus } from "@/lib/call-results/constants";
import { STATUS_LABELS } from "@/lib/labels";

// Each status's colours are app/controls.css's (.status-badge), chosen by data-status.
export function StatusBadge({ status }: { status: CallStatus }) {
  return (
    <span data-status={status} className="status-badge">
      {STATUS_LABELS[status]}
    </span>
  );
}
