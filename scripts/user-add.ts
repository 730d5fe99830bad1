// `npm run user:add -- <name> <role>`: adds or replaces a local user in
// DASHBOARD_USERS_FILE (default .data/users.json). The password is read from standard
// input (first line), so it never appears in the shell history or the process list.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import bcrypt from "bcryptjs";
import { ROLES, type Role } from "../lib/roles";

const [name, role] = process.argv.slice(2);
if (!name || !/^[A-Za-z0-9._@-]{1,64}$/.test(name) || !ROLES.includes(role as Role)) {
  console.error(`usage: npm run user:add -- <name> <${ROLES.join("|")}>   (name: 1–64 of A-Z a-z 0-9 . _ @ -; password on stdin)`);
  process.exit(2);
}
const file = process.env.DASHBOARD_USERS_FILE?.trim() || path.join(process.env.DASHBOARD_DATA_DIR?.trim() || ".data", "users.json");

if (process.stdin.isTTY) process.stderr.write(`Password for ${name}: `);
const rl = readline.createInterface({ input: process.stdin });
const password = await new Promise<string>((resolve) => rl.once("line", resolve).once("close", () => resolve("")));
rl.close();
if (password.length < 10) {
  console.error("The password must have at least 10 characters.");
  process.exit(2);
}

const data = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as { users: Array<{ name: string }> }) : { users: [] };
const users = data.users.filter((u) => u.name !== name);
users.push({ name, role, passwordHash: await bcrypt.hash(password, 12) } as { name: string });
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify({ users }, null, 2)}\n`, { mode: 0o600 });
console.log(`${name} (${role}) saved in ${file}`);
