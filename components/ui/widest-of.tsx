import type { ReactNode } from "react";

// Text that takes the width of the widest text it may become, so that changing it moves
// nothing beside it (the filter bar's "Status: All" becoming "Status: Unreachable" pushed the
// Created button 23 px to the right). The other texts are laid out in the same grid cell,
// unseen and hidden from assistive technology: the element is named by `children` alone.
export function WidestOf({ texts, children }: { texts: readonly string[]; children: ReactNode }) {
  return (
    <span className="inline-grid text-left">
      <span className="[grid-area:1/1]">{children}</span>
      {texts.map((text) => (
        <span key={text} aria-hidden="true" className="invisible [grid-area:1/1]">
          {text}
        </span>
      ))}
    </span>
  );
}
