import "server-only";

// The one CSV cell of the dashboard's files (the calls export, the audit log).

/**
 * An RFC 4180 cell. One that a spreadsheet would read as a formula (starting with = + - @,
 * a tab or a carriage return, OWASP's CSV injection list, also behind leading quotes or
 * spaces) gets a leading apostrophe, which spreadsheets show as text: a phone number reads
 * '+81 3 1234 5678, whole and never evaluated. A cell holding a comma, semicolon (the
 * separator of many European spreadsheets), quote, tab or line break is quoted.
 * `singleLine` turns CR and LF into spaces: in the audit log a line break inside a value
 * must not look like an entry of its own to someone reading the file as text.
 */
export function csvCell(value: string | number | boolean | null, options: { singleLine?: boolean } = {}): string {
  let s = value === null ? "" : String(value);
  if (options.singleLine) s = s.replace(/\r\n|[\r\n]/g, " ");
  if (/^[\s"']*[=+\-@]|^[\t\r]/.test(s)) s = `'${s}`;
  return /[",;\t\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
