import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RecordingInfo } from "@/lib/call-results/schemas";
import { ApiError } from "@/lib/dashboard-api/fetch";
import type { MediaLike } from "./player-controls";
import { PlayerEngine } from "./player-engine";
import { STALL_MS } from "./recovery-watchdog";

type StorageAnswer = "ok" | "expired" | "stall";

/**
 * A media element as the engine sees it. Storage decides how each URL answers: "ok"
 * loads, "expired" fires `error` (as Firefox does on a 403), "stall" fires nothing more
 * (as Chromium does while it retries an expired URL).
 */
class FakeMedia extends EventTarget {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  readyState = 0;
  seeking = false;
  error: { code: number } | null = null;
  defaultPlaybackRate = 1;
  private rate = 1;
  private level = 1;
  muted = false;
  private attr: string | null = null;
  constructor(public storage: (url: string) => StorageAnswer) {
    super();
  }
  // Speed and volume report their changes, as the element's events do.
  get playbackRate() {
    return this.rate;
  }
  set playbackRate(rate: number) {
    if (rate === this.rate) return;
    this.rate = rate;
    this.fire("ratechange");
  }
  get volume() {
    return this.level;
  }
  set volume(volume: number) {
    this.level = volume;
    this.fire("volumechange");
  }
  get src() {
    return this.attr ?? "";
  }
  set src(url: string) {
    this.attr = url;
    this.fetchMetadata();
  }
  getAttribute(name: string) {
    return name === "src" ? this.attr : null;
  }
  removeAttribute() {
    this.attr = null;
  }
  load() {
    // As the element's load algorithm does: a new source plays at the default speed.
    this.playbackRate = this.defaultPlaybackRate;
    this.readyState = 0;
    if (this.attr) this.fetchMetadata();
  }
  play() {
    this.paused = false;
    this.fire("play");
    if (this.readyState >= 3) this.fire("playing");
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
    this.fire("pause");
  }
  /** Playback moves on, as timeupdate events report it. */
  progress(to: number) {
    this.currentTime = to;
    this.fire("timeupdate");
  }
  /** The recording plays to its end. */
  end() {
    this.paused = true;
    this.fire("pause");
    this.fire("ended");
  }
  /** The browser needs more bytes than it has: it asks storage and waits. */
  bufferUnderrun() {
    this.readyState = 2;
    this.fire("waiting");
  }
  private fetchMetadata() {
    const url = this.attr!;
    void Promise.resolve().then(() => {
      const answer = this.storage(url);
      if (answer === "ok") {
        this.error = null;
        this.readyState = 4;
        this.duration = 600;
        this.fire("loadedmetadata");
        this.fire("durationchange");
      } else if (answer === "expired") {
        this.error = { code: 2 };
        this.fire("error");
      }
    });
  }
  private fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe("the player engine", () => {
  let now: number;
  let issued: string[];
  let expired: Set<string>;
  let fetchUrl: ReturnType<typeof vi.fn<(callId: string) => Promise<RecordingInfo>>>;
  let media: FakeMedia;
  let engine: PlayerEngine;

  beforeEach(() => {
    vi.useFakeTimers();
    now = Date.parse("2026-11-23T12:00:00Z");
    issued = [];
    expired = new Set();
    // Each signed URL lives 60 s.
    fetchUrl = vi.fn(async (callId: string) => {
      const url = `https://storage.example/${callId}.wav?sig=${issued.length + 1}`;
      issued.push(url);
      return { callId, callTaskId: null, downloadUrl: url, expiresAt: new Date(now + 60_000).toISOString() };
    });
    media = new FakeMedia((url) => (expired.has(url) ? "stall" : "ok"));
    engine = new PlayerEngine(fetchUrl, () => now);
    engine.attach(media as unknown as MediaLike);
  });
  afterEach(() => vi.useRealTimers());

  async function playingAt(seconds: number) {
    await engine.load("call_1", { startAt: seconds });
    expect(media.paused).toBe(false);
    expect(media.currentTime).toBe(seconds);
  }

  /** Plays to `seconds`, where the link expires: storage now refuses it. */
  async function expiresAt(seconds: number) {
    await playingAt(0);
    media.progress(seconds);
    now += 61_000;
    expired.add(issued[0]!);
  }

  /** Playing again at `seconds`, on the second URL. */
  function resumedOnNewUrlAt(seconds: number) {
    expect(media.src).toBe(issued[1]);
    expect(media.currentTime).toBe(seconds);
    expect(media.paused).toBe(false);
    expect(engine.getState().status).toBe("ready");
  }

  it("recovers from a stall on an expired URL with no error event, resuming where it was", async () => {
    await expiresAt(42);
    // The browser only waits: no error event.
    media.bufferUnderrun();
    await vi.advanceTimersByTimeAsync(STALL_MS + 10);
    await flush();
    expect(fetchUrl).toHaveBeenCalledTimes(2);
    resumedOnNewUrlAt(42);
  });

  it("does not refetch on a stall while the URL is still fresh", async () => {
    await playingAt(0);
    media.progress(5);
    media.bufferUnderrun();
    await vi.advanceTimersByTimeAsync(STALL_MS + 10);
    expect(fetchUrl).toHaveBeenCalledTimes(1);
  });

  it("shares one URL request among concurrent callers, and a second Play joins the load at its position", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slow = fetchUrl.getMockImplementation()!;
    fetchUrl.mockImplementationOnce(async (callId) => {
      await gate;
      return slow(callId);
    });
    // A shared link's automatic start at 30 s, and the user's presses meanwhile.
    const first = engine.load("call_1", { startAt: 30 });
    const second = engine.load("call_1", { autoplay: true });
    engine.togglePlay();
    release();
    await Promise.all([first, second]);
    await flush();
    expect(fetchUrl).toHaveBeenCalledTimes(1);
    expect(media.currentTime).toBe(30);
    expect(media.paused).toBe(false);
  });

  it("a failed refresh shows its error and keeps the position; Try again resumes there", async () => {
    await expiresAt(120);
    fetchUrl.mockRejectedValueOnce(new ApiError("upstream_error", "The Call Results Service is unavailable.", 502));
    engine.togglePlay(); // pause
    engine.togglePlay(); // play again: the URL is stale, so a new one is fetched first
    await flush();
    expect(engine.getState()).toMatchObject({ status: "error", error: { kind: "api", code: "upstream_error" } });
    engine.retry();
    await flush();
    resumedOnNewUrlAt(120);
  });

  it("gives up with a storage error when new URLs keep failing", async () => {
    media.storage = () => "expired";
    await engine.load("call_1");
    await flush();
    expect(fetchUrl).toHaveBeenCalledTimes(3);
    expect(engine.getState()).toMatchObject({ status: "error", error: { kind: "media" } });
  });

  it("tells subscribers about every change, and stops when they unsubscribe", async () => {
    const seen: number[] = [];
    const unsubscribe = engine.subscribe(() => seen.push(engine.getState().currentTime));
    await playingAt(7);
    media.progress(8);
    expect(seen.at(-1)).toBe(8);
    unsubscribe();
    media.progress(9);
    expect(seen.at(-1)).toBe(8);
  });

  it("keeps the speed for the next recording (loading a source resets the element's own)", async () => {
    await playingAt(0);
    engine.setRate(1.5);
    await engine.load("call_2");
    await flush();
    expect(media.playbackRate).toBe(1.5);
    expect(engine.getState()).toMatchObject({ callId: "call_2", rate: 1.5 });
  });

  it("starts at the kept speed and volume, and keeps every change", async () => {
    const save = vi.fn();
    const kept = new PlayerEngine(fetchUrl, () => now, { read: () => ({ rate: 1.25, volume: 0.5 }), save });
    const element = new FakeMedia(() => "ok");
    kept.attach(element as unknown as MediaLike);
    expect(element.playbackRate).toBe(1.25);
    expect(element.volume).toBe(0.5);
    expect(kept.getState()).toMatchObject({ rate: 1.25, volume: 0.5 });
    kept.setVolume(0.3);
    expect(save).toHaveBeenLastCalledWith({ rate: 1.25, volume: 0.3 });
    kept.stepRate(1);
    expect(save).toHaveBeenLastCalledWith({ rate: 1.5, volume: 0.3 });
  });

  it("says when a recording has played to its end, until the next one loads", async () => {
    await playingAt(0);
    media.end();
    expect(engine.getState()).toMatchObject({ ended: true, playing: false });
    await engine.load("call_2");
    expect(engine.getState().ended).toBe(false);
  });
});
