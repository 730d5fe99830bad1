import { expect, it } from "vitest";
import { readDensity } from "./density";

const storage = (value: string | null) => ({ getItem: () => value });

it("a stored density is read back", () => {
  expect(readDensity(storage("compact"))).toBe("compact");
  expect(readDensity(storage("comfortable"))).toBe("comfortable");
});

it("anything else stored, nothing stored or no storage means Comfortable", () => {
  for (const value of ["Compact", "dense", "", '"compact"', null]) expect(readDensity(storage(value))).toBe("comfortable");
  expect(readDensity(undefined)).toBe("comfortable");
  expect(
    readDensity({
      getItem: () => {
        throw new Error("denied");
      },
    }),
  ).toBe("comfortable");
});
