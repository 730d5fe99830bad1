// The call index's backfill in a process of its own, for the test that kills it with SIGKILL
// mid-backfill and starts it again (lib/server/call-index/backfill-kill.test.ts). Run as
// `node --import tsx --import ./bench/allow-server-only.ts test-support/backfill-process.ts`
// with the upstream's URL and key in the environment, the store's location as JSON in
// BACKFILL_STORE and the sync's settings as JSON in BACKFILL_CONFIG. Prints "page <n>" as
// each page of calls is in the store, and "done" when the backfill has reached its limit.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { backfillStep } from "../lib/server/call-index/backfill";
import type { IndexConfig } from "../lib/server/call-index/config";
import { openStore } from "../lib/server/store/database";
import type { DatabaseConfig } from "../lib/server/store/store-config";
import { listCallResults } from "../lib/server/upstream/upstream";

const config = JSON.parse(process.env.BACKFILL_CONFIG ?? "") as IndexConfig;
const none = fs.mkdtempSync(path.join(os.tmpdir(), "backfill-process-"));
const store = await openStore(JSON.parse(process.env.BACKFILL_STORE ?? "") as DatabaseConfig, {
  legacy: { usersFile: path.join(none, "users.json"), dataDir: none },
  log: () => {},
});
let pages = 0;
const ctx = {
  db: store.syncDb(),
  config,
  fetchPage: async (query: Parameters<typeof listCallResults>[0], signal: AbortSignal) => {
    const page = await listCallResults(query, {}, "sync", signal);
    // Said before the page is stored: a kill on this line lands between a read and its write.
    process.stdout.write(`page ${++pages}\n`);
    return page;
  },
  signal: new AbortController().signal,
  now: Date.now,
  mayWrite: () => true,
};
while (await backfillStep(ctx));
await store.close();
process.stdout.write("done\n");
