// What the dashboard accepts as text from a user (id filters, view names, audit filters,
// notes): real Unicode text, nothing a terminal, a log line, a CSV or PostgreSQL would
// read differently from what a person sees. Shared by the browser (to say what is wrong
// as it is typed) and the server (which refuses it with a 400 before it goes upstream or
// into the store).

// U+FFFD is what a decoder puts where the bytes were not valid UTF-8 (a URL's %FF, a body's stray byte).
const REPLACEMENT = "\uFFFD";
const LONE_SURROGATE = /\p{Cs}/u;
// Embedding, override and isolate controls: they make text read in another order than it is stored ("Trojan Source").
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const CONTROL = /\p{Cc}/u;
const CONTROLS = /\p{Cc}/gu;
const hasControlButLines = (value: string) => (value.match(CONTROLS) ?? []).some((c) => c !== "\n" && c !== "\t");

export interface TextRules {
  /** Notes may hold line breaks and tabs; names and ids may not. */
  multiline?: boolean;
}

/** What is wrong with a piece of text ("contains …"), or null when it may be used. */
export function textProblem(value: string, rules: TextRules = {}): string | null {
  if (value.includes("\u0000")) return "contains a NUL character";
  if (value.includes(REPLACEMENT)) return "contains bytes that are not valid UTF-8";
  if (LONE_SURROGATE.test(value)) return "contains a lone surrogate, which is not valid Unicode text";
  if (BIDI_CONTROL.test(value)) return "contains characters that reverse the text's direction";
  if (rules.multiline ? hasControlButLines(value) : CONTROL.test(value))
    return rules.multiline ? "contains control characters other than line breaks and tabs" : "contains line breaks, tabs or other control characters";
  return null;
}
