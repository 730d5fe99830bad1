// `npm run index:purge`: deletes the call index (its rows and the sync's bookmarks) from the
// store (DATABASE_URL's PostgreSQL, else .data/dashboard.sqlite). A dashboard still running
// with DASHBOARD_INDEX=on fills it again: stop it, or set DASHBOARD_INDEX=off, first.
import { purgeIndex } from "../lib/server/call-index/purge";
import { closeCurrentStore, currentStore, storeLabel } from "../lib/server/store/current-store";

try {
  const { rows } = await purgeIndex(await currentStore());
  console.log(`index:purge: removed the call index (${rows} calls) and its bookmarks from ${storeLabel()}`);
} catch (error) {
  console.error(`index:purge: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeCurrentStore();
}
