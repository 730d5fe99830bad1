// The sampling of a plan's run (issue #41): N calls per agent, drawn at random from the
// candidates, and shared round-robin among the reviewers. Reproducible: the same seed and
// the same candidates give the same choice, so a run that stores its seed and filter can be
// checked later. The candidates are sorted by id first, so the store's row order never matters.

export interface Candidate {
  callId: string;
  agent: string;
}

export interface Pick extends Candidate {
  reviewer: string;
}

/** mulberry32: a small, well-spread PRNG from a 32-bit seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `perAgent` calls of each agent, at random by `seed`; agents in name order, reviewers in turn. */
export function sampleCalls(candidates: readonly Candidate[], options: { perAgent: number; reviewers: readonly string[]; seed: number }): Pick[] {
  const next = random(options.seed);
  const byAgent = new Map<string, Candidate[]>();
  for (const c of [...candidates].sort((a, b) => (a.callId < b.callId ? -1 : a.callId > b.callId ? 1 : 0))) {
    const list = byAgent.get(c.agent) ?? [];
    if (!list.some((x) => x.callId === c.callId)) list.push(c);
    byAgent.set(c.agent, list);
  }
  const picks: Pick[] = [];
  let turn = 0;
  for (const agent of [...byAgent.keys()].sort()) {
    const pool = byAgent.get(agent)!;
    // A partial Fisher–Yates: the first perAgent places are a uniform random draw.
    const take = Math.min(options.perAgent, pool.length);
    for (let i = 0; i < take; i++) {
      const j = i + Math.floor(next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      picks.push({ ...pool[i]!, reviewer: options.reviewers[turn++ % options.reviewers.length]! });
    }
  }
  return picks;
}
