// The cards' shape while the first page loads on a phone, so nothing jumps when calls arrive.
export function CallCardsSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading calls…
      </p>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: Math.min(rows, 6) }, (_, i) => (
          <li key={i} className="space-y-3 panel p-3">
            <span className="block h-5 w-40 animate-pulse rounded bg-slate-200" />
            <span className="block h-4 w-56 animate-pulse rounded bg-slate-200" />
            <span className="block h-4 w-48 animate-pulse rounded bg-slate-200" />
            <span className="block h-8 w-24 animate-pulse rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
