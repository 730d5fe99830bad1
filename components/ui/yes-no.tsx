import { Icon } from "./icon";

// A boolean as a clear indicator: a tick and "Yes", or a muted "No".
export function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="yes">
      <Icon name="check" className="size-4" />
      Yes
    </span>
  ) : (
    <span className="text-slate-600">No</span>
  );
}
