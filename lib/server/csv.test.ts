// The CSV cells of the calls export and the audit log: quoted wherever a spreadsheet or a
// reader of the text could split or run them.
import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("a CSV cell", () => {
  it.each([
    ['say "hi", then go', '"say ""hi"", then go"'],
    ["two\nlines", '"two\nlines"'],
    ["a;b", '"a;b"'],
    ["tab\tinside", '"tab\tinside"'],
    ["cr\rinside", '"cr\rinside"'],
    ["=1+2", "'=1+2"],
    ["+81312345678", "'+81312345678"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", '"\'\tx"'],
    ["\rx", '"\'\rx"'],
    ['"=HYPERLINK(1)', `"'""=HYPERLINK(1)"`],
    [" =1+1", "' =1+1"],
    ["call\n=cmd", '"call\n=cmd"'],
    ["plain", "plain"],
  ])("%j becomes %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes null as empty and other values as text", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(42)).toBe("42");
  });

  it("keeps a line break inside a value from looking like a line of its own, where asked (the audit log)", () => {
    const forged = "x\r\n2026-11-25T00:00:00Z,ada,download,call_1";
    expect(csvCell(forged, { singleLine: true })).toBe('"x 2026-11-25T00:00:00Z,ada,download,call_1"');
    expect(csvCell(forged, { singleLine: true })).not.toMatch(/[\r\n]/);
    expect(csvCell("a\nb\rc", { singleLine: true })).toBe("a b c");
  });
});
