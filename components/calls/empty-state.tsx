import { Button } from "@/components/ui/button";

export function EmptyState({ hasFilters, onClear }: { hasFilters: boolean; onClear: () => void }) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-medium">{hasFilters ? "No calls match these filters." : "There are no calls yet."}</p>
      {hasFilters && (
        <Button onClick={onClear} className="mt-3">
          Clear filters
        </Button>
      )}
    </div>
  );
}
