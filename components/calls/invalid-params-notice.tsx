"use client";
import { Notice } from "@/components/ui/notice";
import type { ParamIssue } from "@/lib/call-results/list-query";

// Parameters of the opened link that were invalid and are ignored, said plainly.
export function InvalidParamsNotice({ issues, onDismiss }: { issues: ParamIssue[]; onDismiss: () => void }) {
  return (
    <Notice tone="warning" onDismiss={onDismiss}>
      <p className="font-medium">Some parameters of this link were invalid and are ignored:</p>
      <ul className="mt-1 list-disc pl-5">
        {issues.map((i) => (
          <li key={i.param}>
            <code>{i.param}</code> {i.message}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
