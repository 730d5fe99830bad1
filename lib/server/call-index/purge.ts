import "server-only";
import { sql } from "kysely";
import { clearRollups, ROLLUP_TABLES } from "../insights/rollups";
import type { Store } from "../store/database";

// `npm run index:purge`: the call index holds personal data (phone numbers, names), so it
// can be deleted at once, rows and bookmarks, and the space they took rewritten (SQLite's
// VACUUM; PostgreSQL's VACUUM FULL of the two tables), so no copy lingers in free pages.
// A running dashboard with the index on fills it again from the service.

export async function purgeIndex(store: Store): Promise<{ rows: number }> {
  const rows = await store.db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom("call_index").executeTakeFirst();
    await tx.deleteFrom("call_index_state").execute();
    await clearRollups(tx);
    return Number(removed.numDeletedRows);
  });
  if (store.engine === "sqlite") await sql`vacuum`.execute(store.db);
  else await sql`vacuum full call_index, call_index_state, ${sql.join(ROLLUP_TABLES.map((t) => sql.table(t)))}`.execute(store.db);
  return { rows };
}
