// An icon drawn with a path in the sprite's 24×24 stroke style (components/ui/icon.tsx): the
// player's own icons (player-icons.ts), whose drawings load with the player, not with every page.
export function PathIcon({ path, className = "size-4" }: { path: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
