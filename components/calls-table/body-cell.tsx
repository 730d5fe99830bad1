import type { CSSProperties, ReactNode } from "react";
import { pinnedClass } from "./pinned-class";

// One cell of a row, as wide as its column (the table's layout is fixed: the column sizes say
// the widths). Comfortable: the value wraps as it needs, a long id anywhere. Compact: less
// padding and one line, cut with an ellipsis; the whole value stays in the title (hover) and
// shows again, wrapped, while focus is in the row (the row is the `group/row`). Screen readers
// read it whole. A pinned cell stays at its edge (`offset`) and takes the row's background
// (hover, focus, a live arrival); the actions' cell (pinned at the end) is never cut. Compact
// rows are all one height (36 px).
export function BodyCell({
  compact,
  value,
  pinned,
  offset,
  children,
}: {
  compact: boolean;
  value: unknown;
  pinned: false | "start" | "end";
  offset: CSSProperties | undefined;
  children: ReactNode;
}) {
  const cut = compact && pinned !== "end";
  const title = !cut || value === null || value === undefined || typeof value === "object" ? undefined : String(value);
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the row takes focus, not its cells (the grid's row focus, use-row-keyboard.ts).
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the cell of a grid whose layout tables are role="presentation" (calls-table.tsx), which would make a bare <td> presentational too.
      role="gridcell"
      title={title}
      style={offset}
      className={`align-middle ${compact ? "h-9 px-2 py-0.5" : "px-3 py-2 [overflow-wrap:anywhere]"} ${pinnedClass(pinned, "bg-inherit")}`}
    >
      {cut ? <div className="cell-cut">{children}</div> : children}
    </td>
  );
}
