import type { CallDirection } from "@/lib/call-results/constants";
import { DIRECTION_LABELS } from "@/lib/labels";
import { Icon, type IconName } from "./icon";

const ICONS: Record<CallDirection, IconName> = { inbound: "phone-incoming", outbound: "phone-outgoing", web: "globe" };

export function DirectionLabel({ direction }: { direction: CallDirection }) {
  return (
    <span className="icon-label">
      <Icon name={ICONS[direction]} className="size-4 text-slate-500" />
      {DIRECTION_LABELS[direction]}
    </span>
  );
}
