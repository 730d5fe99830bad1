import { describe, expect, it, vi } from "vitest";
import type { PlayerEngine } from "./player-engine";
import { PlayerLoader } from "./player-loader";
import { INITIAL_PLAYER_STATE, type PlayerState } from "./player-state";

/** An engine as the loader sees it: records its calls and lets the test change its state. */
function fakeEngine() {
  let state: PlayerState = INITIAL_PLAYER_STATE;
  const listeners = new Set<() => void>();
  const engine = {
    getState: () => state,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    attach: vi.fn(() => () => undefined),
    load: vi.fn(async (callId: string) => {
      state = { ...state, callId, status: "loading" };
      for (const l of listeners) l();
    }),
    togglePlay: vi.fn(),
    retry: vi.fn(),
    close: vi.fn(),
    fail: vi.fn(),
  };
  return engine;
}
const asEngine = (e: ReturnType<typeof fakeEngine>) => e as unknown as PlayerEngine;
const audio = {} as HTMLAudioElement;

describe("PlayerLoader", () => {
  it("leaves the engine's code unloaded until asked, and idle until then", () => {
    const create = vi.fn(async () => asEngine(fakeEngine()));
    const player = new PlayerLoader(create);
    player.attach(audio);
    player.actions.togglePlay();
    player.actions.close();
    expect(create).not.toHaveBeenCalled();
    expect(player.getState()).toBe(INITIAL_PLAYER_STATE);
  });

  it("loads the engine once for a preload and two loads, hands it the media element, and passes the loads on in order", async () => {
    const engine = fakeEngine();
    const create = vi.fn(async () => asEngine(engine));
    const player = new PlayerLoader(create);
    player.attach(audio);
    const seen: Array<string | null> = [];
    player.subscribe(() => seen.push(player.getState().callId));
    player.actions.preload();
    const first = player.actions.load("call_a", { autoplay: true, startAt: 30 });
    const second = player.actions.load("call_a", { autoplay: true, startAt: 30 });
    await Promise.all([first, second]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(engine.attach).toHaveBeenCalledWith(audio);
    expect(engine.load.mock.calls).toEqual([
      ["call_a", { autoplay: true, startAt: 30 }],
      ["call_a", { autoplay: true, startAt: 30 }],
    ]);
    expect(player.getState().callId).toBe("call_a");
    expect(seen).toContain("call_a");
    // Loaded: the actions reach the engine at once, within the press.
    player.actions.togglePlay();
    expect(engine.togglePlay).toHaveBeenCalledTimes(1);
  });

  it("attaches a media element that comes after the engine straight away", async () => {
    const engine = fakeEngine();
    const player = new PlayerLoader(async () => asEngine(engine));
    await player.engine();
    player.attach(audio);
    expect(engine.attach).toHaveBeenCalledWith(audio);
  });

  it("says so when the engine's code cannot be loaded, and its retry loads it and the recording", async () => {
    const engine = fakeEngine();
    const create = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(asEngine(engine));
    const player = new PlayerLoader(create);
    player.attach(audio);
    await player.actions.load("call_b", { startAt: 5 });
    expect(player.getState()).toMatchObject({
      callId: "call_b",
      status: "error",
      error: { kind: "media", message: expect.stringMatching(/player could not be loaded/) },
    });

    player.actions.retry();
    await vi.waitFor(() => expect(engine.load).toHaveBeenCalledWith("call_b", { startAt: 5 }));
    expect(create).toHaveBeenCalledTimes(2);
    expect(player.getState()).toMatchObject({ callId: "call_b", status: "loading" });
  });

  it("closes a failed load back to idle", async () => {
    const player = new PlayerLoader(() => Promise.reject(new Error("offline")));
    await player.actions.load("call_c");
    expect(player.getState().status).toBe("error");
    player.actions.close();
    expect(player.getState()).toBe(INITIAL_PLAYER_STATE);
  });
});
