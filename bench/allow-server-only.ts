// Preloaded by bench/store-bench.ts's process: lets it import the route handlers and
// lib/server directly, as the unit tests do (vitest.config.ts aliases the same module).
// `server-only` throws outside a React Server build; Next enforces the boundary at build time.
import { registerHooks } from "node:module";

const stub = new URL("../test-support/server-only-stub.ts", import.meta.url).href;
registerHooks({
  resolve: (specifier, context, next) => (specifier === "server-only" ? { url: stub, shortCircuit: true } : next(specifier, context)),
});
