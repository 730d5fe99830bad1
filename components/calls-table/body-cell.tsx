import type { ReactNode } from "react";
import { pinnedClass } from "./pinned-class";

// One cell of a row. Comfortable: the value wraps as it needs. Compact: less padding and one
// line, cut with an ellipsis; the whole value stays in the title (hover) and shows again
// while focus is in the row (the row is the `group/row`). Screen readers read it whole. A
// pinned cell stays at its edge and takes the row's background (hover, focus, a live arrival);
// the actions' cell (pinned at the end) is never cut. Compact rows are all one height (36 px).
export function BodyCell({ compact, value, pinned, children }: { compact: boolean; value: unknown; pinned: false | "start" | "end"; children: ReactNode }) {
  const pin = pinnedClass(pinned, "bg-inherit");
  if (!compact) return <td className={`px-3 py-2 align-middle ${pin}`}>{children}</td>;
  if (pinned === "end") return <td className={`h-9 px-2 py-0.5 align-middle ${pin}`}>{children}</td>;
  const title = value === null || value === undefined || typeof value === "object" ? undefined : String(value);
  return (
    <td title={title} className={`h-9 px-2 py-0.5 align-middle ${pin}`}>
      <div className="max-w-56 truncate whitespace-nowrap [&_*]:align-middle group-focus-within/row:max-w-none group-focus-within/row:whitespace-normal">
        {children}
      </div>
    </td>
  );
}
