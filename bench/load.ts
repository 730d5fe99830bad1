// A small HTTP load generator for loopback servers: latency at one connection, and
// throughput at many, with keep-alive as browsers and proxies use it.
import http from "node:http";
import { percentile } from "./list-latency";

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => (res.statusCode === 200 ? resolve(res.statusCode) : reject(new Error(`${url.pathname} answered ${res.statusCode}`))));
    });
    req.on("error", reject);
  });
}

export async function latency(url: string, headers: Record<string, string>, requests: number): Promise<{ p50: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const u = new URL(url);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await get(agent, u, headers);
    times.push(performance.now() - t0);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Requests/s at `connections` clients; `url` may pick a new address for every request (a mixed load). */
export async function throughput(
  url: string | (() => string),
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<{ rps: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const next = typeof url === "string" ? () => url : url;
  const end = Date.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        try {
          await get(agent, new URL(next()), headers);
          done++;
        } catch {
          errors++;
        }
      }
    }),
  );
  agent.destroy();
  return { rps: done / seconds, errors };
}
