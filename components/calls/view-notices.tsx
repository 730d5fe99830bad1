"use client";
import { Notice } from "@/components/ui/notice";
import type { ParamIssue } from "@/lib/call-results/list-query";
import { InvalidParamsNotice } from "./invalid-params-notice";

// What the calls view says above everything when it has to: a page the user's role may not
// open sent them here, or the URL's invalid parameters were dropped.
export function ViewNotices({
  refused,
  onDismissRefused,
  issues,
  onDismissIssues,
}: {
  refused: boolean;
  onDismissRefused: () => void;
  issues: ParamIssue[];
  onDismissIssues: () => void;
}) {
  return (
    <>
      {refused && (
        <Notice tone="warning" onDismiss={onDismissRefused}>
          <p>Your role does not give access to the page you asked for, so you are back at the calls.</p>
        </Notice>
      )}
      {issues.length > 0 && <InvalidParamsNotice issues={issues} onDismiss={onDismissIssues} />}
    </>
  );
}
