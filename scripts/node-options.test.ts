import { expect, it } from "vitest";
import { withoutHeapCaps } from "./node-options";

it("drops the heap caps meant for the server from what the build runs with, and keeps every other option", () => {
  expect(withoutHeapCaps("--max-old-space-size=256 --max-semi-space-size=8")).toBeUndefined();
  expect(withoutHeapCaps(" --enable-source-maps  --max-old-space-size=256 --require ./trace.js ")).toBe("--enable-source-maps --require ./trace.js");
  expect(withoutHeapCaps("--max-old-space-size-other=1 --stack-trace-limit=50")).toBe("--max-old-space-size-other=1 --stack-trace-limit=50");
  expect(withoutHeapCaps(undefined)).toBeUndefined();
  expect(withoutHeapCaps("")).toBeUndefined();
});
