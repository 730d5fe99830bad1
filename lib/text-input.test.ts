// The text a user may give the dashboard: id filters, view names, audit filters, notes.
// Each refused kind is refused everywhere it can come in, before it reaches the upstream or the store.
import { describe, expect, it } from "vitest";
import { parseListQuery } from "./call-results/list-query";
import { viewNameProblem } from "./saved-views/saved-view";
import { textProblem } from "./text-input";

describe("textProblem", () => {
  it.each([
    ["a\u0000b", /NUL/],
    ["a\uFFFDb", /not valid UTF-8/],
    ["a\uD800b", /lone surrogate/],
    ["b\uDFFF", /lone surrogate/],
    ["admin\u202Egnp.exe", /reverse the text's direction/],
    ["x\u2066y", /reverse the text's direction/],
    ["two\nlines", /line breaks/],
    ["bell\u0007", /control/],
  ])("refuses %j", (value, message) => {
    expect(textProblem(value)).toMatch(message);
  });

  it("accepts real text: accents, CJK, emoji (surrogate pairs), right-to-left script", () => {
    for (const value of ["Zoë O'Brien", "山田 太郎", "call 📞 back", "مرحبا", "call_01HZY-9"]) expect(textProblem(value)).toBeNull();
  });

  it("lets notes hold line breaks and tabs, but no other control character", () => {
    expect(textProblem("first\n\tsecond", { multiline: true })).toBeNull();
    expect(textProblem("first\u0000", { multiline: true })).toMatch(/NUL/);
    expect(textProblem("esc\u001b[31m", { multiline: true })).toMatch(/control characters other than line breaks/);
  });
});

describe("where text comes in", () => {
  it.each([
    ["callId=call%00x", "callId"],
    ["agentId=%FF", "agentId"],
    ["endUserId=%ED%A0%80", "endUserId"],
    ["callTaskId=task%E2%80%AE", "callTaskId"],
  ])("an id filter %s is refused, naming %s", (query, param) => {
    const parsed = parseListQuery(new URLSearchParams(query));
    expect(parsed.success).toBe(false);
    expect(parsed.success ? [] : parsed.issues.map((i) => i.param)).toEqual([param]);
  });

  it("a view name with a direction override or a lone surrogate is refused", () => {
    expect(viewNameProblem("Morning \u202Eweiver")).toMatch(/direction/);
    expect(viewNameProblem("Broken \uD83D")).toMatch(/lone surrogate/);
    expect(viewNameProblem("Morning review")).toBeNull();
  });
});
