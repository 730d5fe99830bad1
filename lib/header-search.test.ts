import { describe, expect, it } from "vitest";
import { readHeaderSearch } from "./header-search";

describe("readHeaderSearch", () => {
  it("reads ids, numbers and names, trimmed", () => {
    expect(readHeaderSearch(" call_1pqfj3i052ox58 ")).toEqual({ text: "call_1pqfj3i052ox58", kind: "id", id: true });
    expect(readHeaderSearch("task_demo_pending")).toEqual({ text: "task_demo_pending", kind: "id", id: true });
    expect(readHeaderSearch("+1 (415) 555-4567")).toEqual({ text: "+1 (415) 555-4567", kind: "phone", id: false });
    // Digits alone are a number, and could be an id too.
    expect(readHeaderSearch("4155554567")).toEqual({ text: "4155554567", kind: "phone", id: true });
    expect(readHeaderSearch("Claire O'Neil")).toEqual({ text: "Claire O'Neil", kind: "name", id: false });
    expect(readHeaderSearch("José")).toEqual({ text: "José", kind: "name", id: false });
    expect(readHeaderSearch("claire")).toEqual({ text: "claire", kind: "name", id: true });
  });

  it("says what cannot be searched", () => {
    expect(readHeaderSearch(undefined).kind).toBe("empty");
    expect(readHeaderSearch(["a", "b"]).kind).toBe("empty");
    expect(readHeaderSearch("   ").kind).toBe("empty");
    expect(readHeaderSearch("../etc/passwd")).toEqual({ text: "../etc/passwd", kind: "invalid", id: false });
    expect(readHeaderSearch("12")).toMatchObject({ kind: "phone", problem: "As a phone number, it needs at least 3 digits." });
  });
});
