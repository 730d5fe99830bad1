// A null field: a dash for the eye, words for screen readers.
export function EmptyValue({ label = "none" }: { label?: string }) {
  return (
    <span>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
