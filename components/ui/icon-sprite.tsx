// The icons' drawings, once per document: the dashboard's shell renders this sprite into the
// page and <Icon> (icon.tsx) draws one with <use href="#icon-…">. Rendered on the server only, so the
// paths travel in the HTML and not in the browser's JavaScript (as a table in icon.tsx they
// were 0.8 KB gzip of the calls page's first-load script, issue #28). The player's own icons
// are in its code (player-icons.ts), which loads with the first recording.
const PATHS = {
  "arrow-up": "M12 19V5m0 0-6 6m6-6 6 6",
  "arrow-down": "M12 5v14m0 0 6-6m-6 6-6-6",
  "arrow-up-down": "M8 4v16m0-16L4 8m4-4 4 4m4 12V4m0 16-4-4m4 4 4-4",
  "phone-incoming": "M16 3v5h5M22 2l-6 6M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  "phone-outgoing": "M22 8V3h-5M16 8l6-6M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z",
  copy: "M9 9h10v10H9zM5 15V5h10",
  check: "m5 12 5 5 9-10",
  x: "M6 6l12 12M18 6 6 18",
  external: "M14 4h6v6m0-6-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5",
  refresh: "M20 11a8 8 0 0 0-14.6-4.5L4 8m0-4v4h4m-4 5a8 8 0 0 0 14.6 4.5L20 16m0 4v-4h-4",
  columns: "M4 5h16v14H4zM10 5v14M14 5v14",
  bookmark: "M6 3h12v18l-6-4-6 4z",
  "chevrons-left": "m11 17-5-5 5-5m7 10-5-5 5-5",
  "chevron-left": "m15 18-6-6 6-6",
  "chevron-right": "m9 18 6-6-6-6",
  "chevrons-right": "m13 17 5-5-5-5M6 17l5-5-5-5",
  play: "M7 4v16l13-8z",
  pause: "M7 4h3v16H7zM14 4h3v16h-3z",
  "no-audio": "M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6",
  download: "M12 4v12m0 0-5-5m5 5 5-5M5 20h14",
  keyboard: "M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10",
  filter: "M4 5h16l-6 7v6l-4 2v-8z",
} as const;

export type IconName = keyof typeof PATHS;

/** Hidden, and out of the layout: only <use> elements read it. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {Object.entries(PATHS).map(([name, d]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <path d={d} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
        </symbol>
      ))}
    </svg>
  );
}
