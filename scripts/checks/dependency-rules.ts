// The layer rules of docs/architecture.md, checked on the import graph (import-graph.ts):
// no import cycle, and no import from a lower layer to a higher one. Tests (*.test.ts,
// e2e specs) are the top of every layer: they may import whatever they test, and nothing
// imports them, so they take part in neither rule.
import { importGraph, type Module } from "./import-graph";

interface Rule {
  from: RegExp;
  to: RegExp;
  why: string;
}

const TEST = /\.(test|spec)\.tsx?$/;
const TEST_SUPPORT = /^test-support\//;

/** What each layer may not import; a path matching `from` must not import one matching `to`. */
export const RULES: Rule[] = [
  { from: /^lib\//, to: /^(app|components|demo-service|scripts|bench|e2e)\//, why: "lib/ is below the app, its components, the demo service and the tools" },
  { from: /^lib\/server\//, to: /^lib\/client\//, why: "lib/server runs on the server only; what both sides share lives in lib/" },
  { from: /^lib\/client\//, to: /^lib\/server\//, why: "lib/server holds the API key and never reaches the browser" },
  {
    from: /^lib\/(call-results|dashboard-api)\//,
    to: /^lib\/(server|client)\//,
    why: "the contract and the dashboard's API are shared by both sides, below either",
  },
  { from: /^components\//, to: /^app\//, why: "components are used by app/ pages, not the other way" },
  {
    from: /^demo-service\//,
    to: /^(lib\/(server|client|dashboard-api)|app|components)\//,
    why: "the demo service is a separate program; it shares only the contract (lib/call-results)",
  },
  { from: /^(app|components|lib|demo-service)\//, to: TEST_SUPPORT, why: "test helpers are for tests (and the tools)" },
  { from: /^(app|components|lib|demo-service)\//, to: /^(e2e|bench|scripts)\//, why: "the tools and their tests are above the code they drive" },
];

/** The imports that break a layer rule, as "from -> to (why)". */
export function layerViolations(modules: Map<string, Module>, rules: Rule[] = RULES): string[] {
  const problems: string[] = [];
  for (const module of modules.values()) {
    if (TEST.test(module.file)) continue;
    for (const target of new Set(module.imports.map((i) => i.target))) {
      const rule = rules.find((r) => r.from.test(module.file) && r.to.test(target));
      if (rule) problems.push(`${module.file} imports ${target} (${rule.why})`);
    }
  }
  return problems.sort();
}

/** Every import cycle (strongly connected files, Tarjan's algorithm), each as "a -> b -> a". */
export function importCycles(modules: Map<string, Module>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  let next = 0;
  const edges = (file: string) => [...new Set(modules.get(file)?.imports.map((i) => i.target) ?? [])].filter((t) => modules.has(t) && !TEST.test(t));
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges(file)) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges(file).includes(file)) cycles.push(describeCycle(group.sort(), edges));
  };
  for (const file of [...modules.keys()].sort()) if (!index.has(file) && !TEST.test(file)) connect(file);
  return cycles.sort();
}

/** One path round a strongly connected group, from its first file back to it. */
function describeCycle(group: string[], edges: (file: string) => string[]): string {
  const members = new Set(group);
  const start = group[0]!;
  // Breadth-first from the start to any file that imports it back.
  const previous = new Map<string, string>([[start, ""]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of edges(file).filter((t) => members.has(t))) {
      if (target === start) {
        const path = [file];
        while (previous.get(path[0]!)) path.unshift(previous.get(path[0]!)!);
        return `import cycle: ${[...path, start].join(" -> ")}`;
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return `import cycle among ${group.join(", ")}`;
}

/** The gate: every cycle and every forbidden direction under `root`. */
export function checkDependencyRules(root: string): string[] {
  const modules = importGraph(root);
  return [...importCycles(modules), ...layerViolations(modules)];
}
