"use client";
import { Popover } from "@/components/ui/popover";
import { CALL_DIRECTIONS, type CallDirection } from "@/lib/call-results/constants";
import { useSyncedState } from "@/lib/client/use-synced-state";
import { DIRECTION_LABELS, FILTER_LABELS } from "@/lib/labels";
import { FilterLabel } from "./filter-label";

// The three directions as checkboxes in a popover, as the Status filter's statuses: small
// enough to stay in the first load, so keys typed as it opens are not lost. A call index filter.
export function DirectionFilter({ value, onChange }: { value: CallDirection[] | undefined; onChange: (value: CallDirection[] | undefined) => void }) {
  const [local, setLocal] = useSyncedState(value);
  const selected = new Set(local ?? []);
  function toggle(direction: CallDirection) {
    const next = new Set(selected);
    if (next.has(direction)) next.delete(direction);
    else next.add(direction);
    // The spec's order, so equal choices give equal URLs.
    const list = CALL_DIRECTIONS.filter((d) => next.has(d));
    const chosen = list.length > 0 ? list : undefined;
    setLocal(chosen);
    onChange(chosen);
  }
  return (
    <Popover
      label={<FilterLabel name={FILTER_LABELS.direction} count={local?.length ?? 0} said={(local ?? []).map((d) => DIRECTION_LABELS[d]).join(", ")} />}
      title={FILTER_LABELS.direction}
      buttonClassName="px-1.5"
    >
      {() => (
        <fieldset className="min-w-0">
          <legend className="field-label mb-1">{FILTER_LABELS.direction}</legend>
          <div className="flex flex-col gap-0.5">
            {CALL_DIRECTIONS.map((direction) => (
              <label key={direction} className="menu-option">
                <input type="checkbox" checked={selected.has(direction)} onChange={() => toggle(direction)} className="size-4 accent-sky-700" />
                {DIRECTION_LABELS[direction]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </Popover>
  );
}
