import { expect, it } from "vitest";
import { DEFAULT_PLAYER_PREFERENCES, readPlayerPreferences } from "./player-preferences";

const storage = (value: string | null) => ({ getItem: () => value });
const stored = (value: unknown) => storage(JSON.stringify(value));

it("reads back the speed, volume and autoplay choice it stored", () => {
  expect(readPlayerPreferences(stored({ rate: 1.5, volume: 0.25, autoplayNext: true }))).toEqual({ rate: 1.5, volume: 0.25, autoplayNext: true });
  expect(readPlayerPreferences(stored({ rate: 0.75, volume: 0, autoplayNext: false }))).toEqual({ rate: 0.75, volume: 0, autoplayNext: false });
});

it("a field out of bounds or of the wrong type is that field's default, the others stand", () => {
  expect(readPlayerPreferences(stored({ rate: 16, volume: 0.5 }))).toEqual({ ...DEFAULT_PLAYER_PREFERENCES, volume: 0.5 });
  // Only the speeds the player offers: a speed between them, or as text, is not one.
  for (const rate of [1.1, "1.5", -1, null, Number.NaN]) expect(readPlayerPreferences(stored({ rate, autoplayNext: true })).rate).toBe(1);
  for (const volume of [1.5, -0.1, "0.5", null, true]) expect(readPlayerPreferences(stored({ volume, rate: 2 })).volume).toBe(1);
  expect(readPlayerPreferences(stored({ rate: 2, autoplayNext: "yes" }))).toEqual({ ...DEFAULT_PLAYER_PREFERENCES, rate: 2 });
});

it("nothing, no storage, not JSON, not an object or an oversized value means the defaults", () => {
  const oversized = JSON.stringify({ rate: 1.5, volume: 0.5, autoplayNext: true, pad: "x".repeat(500) });
  for (const value of [null, "", "{", "[1.5]", "1.5", "null", oversized]) expect(readPlayerPreferences(storage(value))).toEqual(DEFAULT_PLAYER_PREFERENCES);
  expect(readPlayerPreferences(undefined)).toEqual(DEFAULT_PLAYER_PREFERENCES);
  const denied = {
    getItem: () => {
      throw new Error("denied");
    },
  };
  expect(readPlayerPreferences(denied)).toEqual(DEFAULT_PLAYER_PREFERENCES);
});
