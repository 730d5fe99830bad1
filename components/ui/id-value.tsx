import { CopyButton } from "./copy-button";
import { EmptyValue } from "./empty-value";

// The characters of a cut id that always show: ids share their start (`call_demo_…` on three
// rows, issue #38), and differ at their end, so the start is what gives way.
const TAIL = 8;

// An opaque id: monospaced, with a copy button; a dash when null. Cut to its column, it keeps
// its last characters and loses the middle ("call_1…i1gkwde7"), and the full value stays in
// reach: on hover (title), on focus, where it unfolds in place, and read whole by a screen
// reader (the text is all there).
export function IdValue({ value, name, nullLabel, truncate = false }: { value: string | null; name: string; nullLabel: string; truncate?: boolean }) {
  if (value === null) return <EmptyValue label={nullLabel} />;
  return (
    <span className="icon-label max-w-full gap-1">
      {truncate ? (
        // Focusable: focus is how keyboard users read the whole id.
        <span tabIndex={0} title={value} className="id-cut">
          <span className="min-w-0 truncate">{value.slice(0, -TAIL)}</span>
          {value.slice(-TAIL)}
        </span>
      ) : (
        <span className="id-whole">{value}</span>
      )}
      <CopyButton value={value} label={`${name} ${value}`} />
    </span>
  );
}
