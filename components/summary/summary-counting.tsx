// The summary region while its counts are on their way: the panel shows it, and so does the
// page before the panel's code has loaded (deferred-summary-panel.tsx), so that nothing
// moves when the one takes over from the other.
export const SUMMARY_REGION_CLASS = "space-y-3 rounded-md border border-slate-200 bg-white p-3";

export function SummaryCounting() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Counting calls…
    </p>
  );
}
