"use client";
import type { ParamIssue } from "@/lib/call-results/list-query";

// Parameters of the opened link that were invalid and are ignored, said plainly.
export function InvalidParamsNotice({ issues, onDismiss }: { issues: ParamIssue[]; onDismiss: () => void }) {
  return (
    <div role="status" className="flex items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <div>
        <p className="font-medium">Some parameters of this link were invalid and are ignored:</p>
        <ul className="mt-1 list-disc pl-5">
          {issues.map((i) => (
            <li key={i.param}>
              <code>{i.param}</code> {i.message}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded px-2 py-1 font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        Dismiss
      </button>
    </div>
  );
}
