import { Notice } from "./notice";

// The filters of a server-rendered list page (the audit log, the Reviews page) that were
// left out, each named with why; the rest of the page applies the others.
export function IgnoredFiltersNotice({ issues }: { issues: readonly { param: string; message: string }[] }) {
  if (issues.length === 0) return null;
  return (
    <Notice tone="warning" title="Some filters were not applied">
      <ul className="list-disc pl-5">
        {issues.map((i) => (
          <li key={i.param}>
            {i.param} {i.message}.
          </li>
        ))}
      </ul>
    </Notice>
  );
}
