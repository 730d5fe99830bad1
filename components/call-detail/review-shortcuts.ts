/** The call page's keys (use-review-keys.ts, add-note-form.tsx), listed in the keyboard help. */
export const REVIEW_KEY = "r";
export const TAGS_KEY = "t";
export const NOTE_KEY = "n";

export const REVIEW_SHORTCUTS: Array<[string, string]> = [
  ["1 – 5", "Choose the score"],
  ["N", "Write a note at the recording's current time"],
  ["Ctrl+Enter", "Add the note (in the note's box)"],
  ["Esc", "Leave the note's box, for the keys here"],
  ["T", "Go to the tags (Space ticks one, Tab the next)"],
  ["R", "Mark the call reviewed with the score chosen"],
  ["Shift+R", "Mark it reviewed and open the next call"],
];
