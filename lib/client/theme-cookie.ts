// The theme choice: its cookie (lib/cookie-names.ts), read by the server layout to render
// <html data-theme> (so the first paint has the theme, with no script), and written by the
// header's choice. Kept out of the "use client" module so the server gets plain values.
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The cookie's theme; anything else (none, or a value from an older version) is "system". */
export function parseTheme(value: string | undefined): Theme {
  return THEMES.find((t) => t === value) ?? "system";
}
