import { expect, it } from "vitest";
import { COLUMN_WIDTH, clampWidth, readWidths, validWidths } from "./column-widths";

const storage = (value: string | null) => ({ getItem: () => value });

it("stored widths of known columns are read back", () => {
  expect(readWidths(storage('{"agentName":240,"callId":150}'))).toEqual({ agentName: 240, callId: 150 });
});

it("keeps only the call's fields: unknown columns, the actions and prototype keys are dropped", () => {
  expect(validWidths({ agentName: 200, actions: 300, nope: 120, __proto__: 100, constructor: 100, toString: 90 })).toEqual({ agentName: 200 });
  expect(readWidths(storage('{"__proto__":{"x":1},"agentName":200}'))).toEqual({ agentName: 200 });
});

it("clamps every width into the bounds and to whole pixels", () => {
  expect(validWidths({ callId: 1, status: 0, from: -50, to: 1e9, agentName: 123.6 })).toEqual({
    callId: COLUMN_WIDTH.min,
    status: COLUMN_WIDTH.min,
    from: COLUMN_WIDTH.min,
    to: COLUMN_WIDTH.max,
    agentName: 124,
  });
  expect(clampWidth(COLUMN_WIDTH.min)).toBe(COLUMN_WIDTH.min);
  expect(clampWidth(COLUMN_WIDTH.max)).toBe(COLUMN_WIDTH.max);
});

it("drops what is not a finite number", () => {
  expect(validWidths({ callId: "200", status: null, from: Number.NaN, to: Number.POSITIVE_INFINITY, agentName: [200], direction: true })).toEqual({});
});

it("a broken entry, anything but an object, nothing stored or no storage means no widths", () => {
  for (const value of ["{", "[200,300]", "200", '"wide"', "null", "", null]) expect(readWidths(storage(value))).toEqual({});
  expect(readWidths(undefined)).toEqual({});
  expect(
    readWidths({
      getItem: () => {
        throw new Error("denied");
      },
    }),
  ).toEqual({});
});
