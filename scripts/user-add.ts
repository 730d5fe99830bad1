// `npm run user:add -- <name> <role>`: adds or replaces a local user in the store
// (DATABASE_URL's PostgreSQL, else .data/dashboard.sqlite). The password is read from
// standard input (first line), so it never appears in the shell history or the process
// list. Replacing a user (a new password or role) ends their sessions at once.
import readline from "node:readline";
import bcrypt from "bcryptjs";
import { ROLES, type Role } from "../lib/roles";
import { MAX_PASSWORD_LENGTH } from "../lib/server/auth/sign-in-form";
import { saveUser, USER_NAME_PATTERN } from "../lib/server/auth/users";
import { closeCurrentStore, storeLabel } from "../lib/server/store/current-store";

const [name, role] = process.argv.slice(2);
if (!name || !USER_NAME_PATTERN.test(name) || !ROLES.includes(role as Role)) {
  console.error(`usage: npm run user:add -- <name> <${ROLES.join("|")}>   (name: 1–64 of A-Z a-z 0-9 . _ @ -; password on stdin)`);
  process.exit(2);
}

if (process.stdin.isTTY) process.stderr.write(`Password for ${name}: `);
const rl = readline.createInterface({ input: process.stdin });
const password = await new Promise<string>((resolve) => rl.once("line", resolve).once("close", () => resolve("")));
rl.close();
if (password.length < 10 || password.length > MAX_PASSWORD_LENGTH) {
  console.error(`The password must have 10 to ${MAX_PASSWORD_LENGTH} characters.`);
  process.exit(2);
}

try {
  await saveUser({ name, role: role as Role, passwordHash: await bcrypt.hash(password, 12) });
  console.log(`${name} (${role}) saved in ${storeLabel()}; any session of ${name} has ended`);
} catch (error) {
  console.error(`user:add: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeCurrentStore();
}
