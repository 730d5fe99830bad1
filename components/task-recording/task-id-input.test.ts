import { describe, expect, it } from "vitest";
import { PATH_ID_PATTERN } from "@/lib/call-results/constants";
import { TASK_ID_INPUT_PATTERN } from "./task-id-input";

// As a browser compiles an input's pattern attribute (HTML: anchored, with the v flag).
const asBrowser = new RegExp(`^(?:${TASK_ID_INPUT_PATTERN})$`, "v");

describe("the header search's pattern attribute", () => {
  it("accepts and refuses what the path id pattern does, spaces around it aside", () => {
    const samples = ["task_1", "T", "a-b_c", "x".repeat(128), "x".repeat(129), "_task", "-task", "../etc/passwd", "task 1", "täsk", "a/b", "a.b", "", "a%2F"];
    for (const id of samples) expect(asBrowser.test(id), id).toBe(PATH_ID_PATTERN.test(id));
    expect(asBrowser.test("  task_1 ")).toBe(true);
  });
});
