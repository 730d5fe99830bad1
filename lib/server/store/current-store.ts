import "server-only";
import { authConfig } from "../auth/auth-config";
import { dashboardConfig } from "../config";
import { openStore, type Store } from "./database";
import { storeConfig } from "./store-config";

// The store of this process, opened once for the configured engine. Kept on globalThis:
// Next bundles instrumentation.ts apart from the route handlers, and both must share one
// connection pool rather than open one each.

interface Holder {
  key: string;
  store: Promise<Store>;
}
const global = globalThis as { __dashboardStore?: Holder };

/** The store, connected and migrated; a rejected promise (StoreStartError) when it cannot be. */
export function currentStore(): Promise<Store> {
  const { database } = storeConfig();
  const key = database.engine === "postgres" ? database.url : database.file;
  const held = global.__dashboardStore;
  if (held?.key === key) return held.store;
  // Tests switch DASHBOARD_DATA_DIR between cases: the old store is closed, not leaked.
  void held?.store.then((s) => s.close()).catch(() => undefined);
  const { usersFile } = authConfig();
  const { dataDir } = dashboardConfig();
  const store = openStore(database, { legacy: { usersFile, dataDir } });
  // A failed open is retried by the next caller, instead of being remembered forever.
  store.catch(() => {
    if (global.__dashboardStore?.store === store) global.__dashboardStore = undefined;
  });
  global.__dashboardStore = { key, store };
  return store;
}

/** Where the store is, as it may be printed (no password). */
export function storeLabel(): string {
  const { database } = storeConfig();
  return database.engine === "postgres" ? `the PostgreSQL store at ${database.safeUrl}` : database.file;
}

/** Closes the store's connections, so a script can exit. */
export async function closeCurrentStore(): Promise<void> {
  const held = global.__dashboardStore;
  global.__dashboardStore = undefined;
  await held?.store.then((s) => s.close()).catch(() => undefined);
}
