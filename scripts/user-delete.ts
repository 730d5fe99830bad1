// `npm run user:delete -- <name>`: removes a local user from DASHBOARD_USERS_FILE
// (default .data/users.json) and ends their sessions at once.
import { authConfig } from "../lib/server/auth/auth-config";
import { deleteUser } from "../lib/server/auth/users";

const [name] = process.argv.slice(2);
if (!name) {
  console.error("usage: npm run user:delete -- <name>");
  process.exit(2);
}
const file = authConfig().usersFile;
const existed = deleteUser(file, name);
console.log(existed ? `${name} removed from ${file}; their sessions have ended` : `${name} was not in ${file}; any session of ${name} has ended`);
