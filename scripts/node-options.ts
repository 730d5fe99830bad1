// The heap caps docs/deployment.md advises for containers
// (NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=8") are for the serving
// process. `next build` type-checks and bundles in one process that needs more: under a
// 256 MB cap it ran out of heap. `npm start` builds without them.

const HEAP_CAP = /^--max-(old|semi)-space-size(=|$)/;

/** NODE_OPTIONS without its heap-size flags (the `--flag=value` form), or undefined when nothing is left. */
export function withoutHeapCaps(nodeOptions: string | undefined): string | undefined {
  const kept = (nodeOptions ?? "")
    .split(/\s+/)
    .filter((option) => option !== "" && !HEAP_CAP.test(option))
    .join(" ");
  return kept === "" ? undefined : kept;
}
