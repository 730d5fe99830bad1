import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("waits for the browser's idle callback, with the deadline given", () => {
    const idle: Array<{ run: () => void; timeout?: number }> = [];
    vi.stubGlobal("window", {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }),
      cancelIdleCallback: vi.fn(),
    });
    const task = vi.fn();
    whenIdle(task, 1_000);
    expect(task).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(1_000);
    idle[0]!.run();
    expect(task).toHaveBeenCalledOnce();
  });

  it("cancels a task that has not run", () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("window", { requestIdleCallback: () => 7, cancelIdleCallback });
    whenIdle(vi.fn(), 1_000)();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("without requestIdleCallback (Safari), runs after the deadline, unless cancelled", () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", {});
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task, 1_000);
    whenIdle(cancelled, 1_000)();
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
