/** The calls table's row keys (use-row-keyboard.ts), listed in the keyboard help next to the player's. */
export const ROW_SHORTCUTS: Array<[string, string]> = [
  ["↑ / ↓, k / j", "Previous or next row"],
  ["Home / End", "First or last row of the page"],
  ["Enter", "Open the row's call details"],
  ["p", "Play or pause the row's recording"],
  ["o", "Open the row's console link in a new tab"],
];
