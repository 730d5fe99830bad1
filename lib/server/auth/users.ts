import "server-only";
import fs from "node:fs";
import bcrypt from "bcryptjs";
import { ROLES, type Role, type SessionUser } from "@/lib/roles";

// Local users: a JSON file of { users: [{ name, role, passwordHash }] }, written by
// `npm run user:add`. Hashes are bcrypt (cost 12).

interface StoredUser {
  name: string;
  role: Role;
  passwordHash: string;
}

function readUsers(file: string): StoredUser[] {
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { users?: unknown };
  if (!Array.isArray(data.users)) return [];
  return data.users.filter((u): u is StoredUser => typeof u?.name === "string" && typeof u?.passwordHash === "string" && ROLES.includes(u?.role));
}

// Compared against when the name is unknown, so both cases take as long.
let dummyHash: string | undefined;

export async function checkPassword(file: string, name: string, password: string): Promise<SessionUser | null> {
  const user = readUsers(file).find((u) => u.name === name);
  dummyHash ??= await bcrypt.hash("not a password", 12);
  const ok = await bcrypt.compare(password, user?.passwordHash ?? dummyHash);
  return ok && user ? { name: user.name, role: user.role } : null;
}
