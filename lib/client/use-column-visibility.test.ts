import { expect, it } from "vitest";
import { readChoices } from "./use-column-visibility";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}
const defaults = { endedAt: false, agentId: false };

it("a version-1 choice keeps what the user changed and no longer hides the call id or the console link", () => {
  // What version 1 wrote for a user who showed "Agent ID" and hid "Agent": the whole map,
  // including the old defaults callId: false and detailsUrl: false.
  const v1 = { endedAt: false, agentId: true, agentName: false, callId: false, detailsUrl: false, status: true };
  const storage = memoryStorage({ "crd-columns-v1": JSON.stringify(v1) });
  const choices = readChoices(storage, defaults);
  expect(choices).toEqual({ agentId: true, agentName: false });
  expect({ ...defaults, ...choices }).not.toHaveProperty("callId");
  expect({ ...defaults, ...choices }).not.toHaveProperty("detailsUrl");
  // Migrated once: stored as choices only, the old entry gone.
  expect(JSON.parse(storage.map.get("crd-columns-v2")!)).toEqual(choices);
  expect(storage.map.has("crd-columns-v1")).toBe(false);
});

it("a version-2 choice to hide the console link is kept", () => {
  const storage = memoryStorage({ "crd-columns-v2": JSON.stringify({ detailsUrl: false, callId: false }) });
  expect(readChoices(storage, defaults)).toEqual({ detailsUrl: false, callId: false });
});

it("nothing stored means the defaults", () => {
  expect(readChoices(memoryStorage({}), defaults)).toEqual({});
});
