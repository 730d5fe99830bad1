export function EmptyState({ hasFilters, onClear }: { hasFilters: boolean; onClear: () => void }) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-medium">{hasFilters ? "No calls match these filters." : "There are no calls yet."}</p>
      {hasFilters && (
        <button
          type="button"
          onClick={onClear}
          className="mt-3 rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
