import { CopyButton } from "./copy-button";
import { EmptyValue } from "./empty-value";

// An opaque id: monospaced, with a copy button; a dash when null.
export function IdValue({ value, name, nullLabel }: { value: string | null; name: string; nullLabel: string }) {
  if (value === null) return <EmptyValue label={nullLabel} />;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono text-xs whitespace-nowrap">{value}</span>
      <CopyButton value={value} label={`${name} ${value}`} />
    </span>
  );
}
