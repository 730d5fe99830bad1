// What typed search text is taken for: the id search box's text (a phone number, an id or an
// agent's name) and a typed duration. Apart from index-filters.ts, which the browser needs to
// read every URL: this is needed only once someone types, so its code loads then.
import { PATH_ID_PATTERN } from "./constants";
import { PHONE_TEXT } from "./index-filters";

const SECONDS = /^\d{1,7}$/;
const CLOCK = /^(?:(\d{1,3}):)?(\d{1,4}):([0-5]\d)$/;

/** A duration as typed: seconds (`90`), m:ss (`1:30`) or h:mm:ss; null when it is neither. */
export function readDuration(text: string): number | null {
  const value = text.trim();
  if (SECONDS.test(value)) return Number(value);
  const m = CLOCK.exec(value);
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/**
 * What the id search box's text is taken for, when the index is on: a phone number (digits
 * and a number's punctuation), an id (one token of an id's characters with a digit or "_" in
 * it, as `call_abc123`: ids still go to the service), or else part of an agent's name.
 */
export function recogniseSearch(text: string): "phone" | "id" | "agentName" {
  if (PHONE_TEXT.test(text) && /\d/.test(text)) return "phone";
  if (PATH_ID_PATTERN.test(text) && /[\d_]/.test(text)) return "id";
  return "agentName";
}
