import { expect, test } from "vitest";
import { graceSeconds } from "./graceful-shutdown";

test("DASHBOARD_SHUTDOWN_GRACE_SECONDS: 25 by default, whole seconds from 1 to 3600, anything else named", () => {
  expect(graceSeconds(undefined)).toBe(25);
  expect(graceSeconds(" ")).toBe(25);
  expect(graceSeconds("90")).toBe(90);
  for (const bad of ["0", "1.5", "3601", "soon"])
    expect(graceSeconds(bad)).toMatch(/DASHBOARD_SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 3600/);
});
