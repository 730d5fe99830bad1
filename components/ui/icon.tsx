import type { IconName } from "./icon-sprite";

export type { IconName };

// Small inline icons (no icon font or package). Always decorative: the text next to an
// icon carries the meaning. A named icon is drawn from the page's sprite (icon-sprite.tsx),
// which the dashboard's shell renders, so its drawing is not in this script.

/** An icon of the sprite by name, or another drawn with a path of the same 24×24 stroke style. */
export function Icon({ className = "size-4", ...icon }: { className?: string } & ({ name: IconName } | { path: string })) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      {/* The sprite's paths carry the stroke style themselves, so a table row's icons do not
          repeat it (20 rows held 112 icons). */}
      {"path" in icon ? (
        <path d={icon.path} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <use href={`#icon-${icon.name}`} />
      )}
    </svg>
  );
}
