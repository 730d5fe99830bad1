// `npm run user:delete -- <name>`: removes a local user from the store (DATABASE_URL's
// PostgreSQL, else .data/dashboard.sqlite) and ends their sessions at once.
import { deleteUser } from "../lib/server/auth/users";
import { closeCurrentStore, storeLabel } from "../lib/server/store/current-store";

const [name] = process.argv.slice(2);
if (!name) {
  console.error("usage: npm run user:delete -- <name>");
  process.exit(2);
}
try {
  const existed = await deleteUser(name);
  console.log(
    existed ? `${name} removed from ${storeLabel()}; their sessions have ended` : `${name} was not in ${storeLabel()}; any session of ${name} has ended`,
  );
} catch (error) {
  console.error(`user:delete: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeCurrentStore();
}
