import { CopyButton } from "./copy-button";
import { EmptyValue } from "./empty-value";

// An opaque id: monospaced, with a copy button; a dash when null. Truncated, it keeps the
// full value in reach: on hover (title), and on focus, where it unfolds in place.
export function IdValue({ value, name, nullLabel, truncate = false }: { value: string | null; name: string; nullLabel: string; truncate?: boolean }) {
  if (value === null) return <EmptyValue label={nullLabel} />;
  return (
    <span className="icon-label gap-1">
      {truncate ? (
        // Focusable: focus is how keyboard users read the whole id.
        <span tabIndex={0} title={value} className="id-cut">
          {value}
        </span>
      ) : (
        <span className="id-whole">{value}</span>
      )}
      <CopyButton value={value} label={`${name} ${value}`} />
    </span>
  );
}
