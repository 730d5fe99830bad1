/** The names in a comma-separated field ("ann, bob,"), trimmed, the empty ones left out. */
export const commaList = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
