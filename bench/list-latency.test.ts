// Smoke run of the list benchmark on tiny data, so `npm run bench` cannot rot unseen.
// It checks that every figure is produced, not how fast anything is.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { percentile, runListBench } from "./list-latency";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-smoke-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("list benchmark (smoke)", () => {
  it("measures every combination against a real demo service process", { timeout: 120_000 }, async () => {
    const result = await runListBench({ calls: 500, iterations: 2, port: await freePort(), dataDir });
    expect(result.combos.length).toBeGreaterThanOrEqual(12);
    for (const c of result.combos) {
      expect(c.samples).toBe(2);
      expect(c.p50Ms).toBeGreaterThan(0);
      expect(c.p95Ms).toBeGreaterThanOrEqual(c.p50Ms);
    }
    expect(result.overall.samples).toBe(result.combos.length * 2);
  });

  it("takes percentiles by nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
  });
});
