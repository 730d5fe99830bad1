import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm test` names a file for the JSON log lines the code under test prints (the route
// handlers' one line per request), so they do not run between the test results.
const serverLog = process.env.UNIT_SERVER_LOG;

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // `server-only` throws outside a React Server environment; unit tests run server code directly.
      "server-only": fileURLToPath(new URL("./test-support/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", ".data/**", "dist/**", "e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The audit log and any users file of a test run live in a throwaway folder.
    // The upstream budget has tests of its own; the route-handler suites send thousands of
    // requests and must not wait on it.
    env: { DASHBOARD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "dashboard-test-data-")), CALL_RESULTS_API_MAX_REQUESTS_PER_SECOND: "100000" },
    onConsoleLog(log, type) {
      if (!serverLog || type !== "stdout" || !log.trimStart().startsWith("{")) return;
      fs.appendFileSync(serverLog, log.endsWith("\n") ? log : `${log}\n`);
      return false;
    },
  },
});
