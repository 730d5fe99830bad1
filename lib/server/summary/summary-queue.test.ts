import { describe, expect, it } from "vitest";
import { CountQueue } from "./summary-queue";

/** Work that finishes when the test says so, recording when it started and its signal. */
function gate() {
  const started: string[] = [];
  const signals = new Map<string, AbortSignal>();
  const finishers = new Map<string, () => void>();
  const work = (name: string) => (signal: AbortSignal) => {
    started.push(name);
    signals.set(name, signal);
    return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
  };
  const finish = async (name: string) => {
    // The work starts a turn of the event loop after its slot is given.
    await new Promise((r) => setTimeout(r, 0));
    finishers.get(name)!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { started, signals, work, finish };
}

describe("the summary's count queue", () => {
  it("serves waiting users in turn: another user's count goes before the rest of one user's many", async () => {
    const queue = new CountQueue(1, 100);
    const g = gate();
    const asked = ["a1", "a2", "a3", "a4"].map((k) => queue.share(k, { user: "ada" }, g.work(k)));
    asked.push(queue.share("b1", { user: "bob" }, g.work("b1")));
    await g.finish("a1");
    await g.finish("a2");
    expect(g.started).toEqual(["a1", "a2", "b1"]);
    await g.finish("b1");
    await g.finish("a3");
    await g.finish("a4");
    expect(await Promise.all(asked)).toEqual(["a1", "a2", "a3", "a4", "b1"]);
  });

  it("aborts a running count upstream once every asker has left, and never starts a queued one nobody waits for", async () => {
    const queue = new CountQueue(1, 100);
    const g = gate();
    const first = new AbortController();
    const second = new AbortController();
    const a = queue.share("running", { user: "ada", signal: first.signal }, g.work("running"));
    const b = queue.share("running", { user: "bob", signal: second.signal }, g.work("running"));
    const queued = new AbortController();
    const c = queue.share("queued", { user: "ada", signal: queued.signal }, g.work("queued"));
    first.abort(new Error("gone"));
    await expect(a).rejects.toThrow("gone");
    expect(g.signals.get("running")!.aborted).toBe(false); // bob still waits
    second.abort(new Error("gone too"));
    queued.abort(new Error("gone three"));
    await Promise.allSettled([b, c]);
    expect(g.signals.get("running")!.aborted).toBe(true);
    expect(queue.waiting()).toBe(0);
    await g.finish("running");
    expect(g.started).toEqual(["running"]);
  });

  it("refuses counts beyond its bound at once with a 429", async () => {
    const queue = new CountQueue(1, 1);
    const g = gate();
    void queue.share("x", { user: "ada" }, g.work("x"));
    void queue.share("y", { user: "ada" }, g.work("y"));
    await expect(queue.share("z", { user: "bob" }, g.work("z"))).rejects.toMatchObject({ code: "rate_limited" });
  });
});
