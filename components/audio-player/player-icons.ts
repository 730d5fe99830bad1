// The player's icons (drawn by components/ui/icon.tsx): here, with the player's code, rather
// than in the page's icon table, so a page loads them with its first recording only.
export const PLAYER_ICONS = {
  previous: "M6 5v14M18 5 8 12l10 7z",
  next: "M18 5v14M6 5l10 7-10 7z",
  "skip-back": "M11 5 4 12l7 7M20 5l-7 7 7 7",
  "skip-forward": "m13 5 7 7-7 7M4 5l7 7-7 7",
  volume: "M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12",
  "volume-off": "M4 9h4l5-4v14l-5-4H4zM17 9l5 6m0-6-5 6",
} as const;
