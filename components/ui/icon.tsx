import type { IconName } from "./icon-sprite";

export type { IconName };

// Small inline icons (no icon font or package). Always decorative: the text next to an
// icon carries the meaning. A named icon is drawn from the page's sprite (icon-sprite.tsx),
// which the dashboard's shell renders, so its drawing is not in this script. (The player's
// own icons, which load with it, are drawn by PathIcon: audio-player/path-icon.tsx.)
export function Icon({ name, className = "size-4" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      {/* The sprite's paths carry the stroke style themselves, so a table row's icons do not
          repeat it (20 rows held 112 icons). */}
      <use href={`#icon-${name}`} />
    </svg>
  );
}
