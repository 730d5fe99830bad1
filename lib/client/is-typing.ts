/**
 * Whether a key press goes to a text field (input, textarea, select, contenteditable), where
 * letters and arrows are the user's text: the page's single-key shortcuts (the player's and
 * the calls table's rows) stay out of its way.
 */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  if (el.isContentEditable) return true;
  if (el.tagName === "TEXTAREA" || el.tagName === "SELECT") return true;
  if (el.tagName === "INPUT") return !["checkbox", "radio", "button", "range"].includes((el as HTMLInputElement).type);
  return false;
}
