import "server-only";
import fs from "node:fs";
import bcrypt from "bcryptjs";
import path from "node:path";
import { ROLES, type Role, type SessionUser } from "@/lib/roles";
import { revokeSessions } from "./session-generations";

// Local users: a JSON file of { users: [{ name, role, passwordHash }] }, written by
// `npm run user:add` and `npm run user:delete` through saveUser and deleteUser. Hashes
// are bcrypt (cost 12).

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

/** What `npm run user:add` accepts as a name; nothing else can be a local user. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;

function writeUsers(file: string, users: StoredUser[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ users }, null, 2)}\n`, { mode: 0o600 });
}

/** Adds or replaces a user. A replaced user's sessions end at once: the role may have changed. */
export function saveUser(file: string, user: StoredUser): void {
  writeUsers(file, [...readUsers(file).filter((u) => u.name !== user.name), user]);
  revokeSessions(user.name);
}

/** Removes a user and ends their sessions at once; false when there was no such user. */
export function deleteUser(file: string, name: string): boolean {
  const users = readUsers(file);
  const kept = users.filter((u) => u.name !== name);
  writeUsers(file, kept);
  revokeSessions(name);
  return kept.length < users.length;
}

// Compared against when the name is unknown, so both cases take as long.
let dummyHash: string | undefined;

// bcrypt at cost 12 in pure JS is ~200 ms of CPU per check. Checks run at most
// HASH_CONCURRENCY at a time, and at most HASH_QUEUE wait, so a burst of sign-ins cannot
// starve every other request; beyond that the attempt is refused as busy.
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 16;
let running = 0;
const waiting: Array<() => void> = [];

export class SignInBusy extends Error {}

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) throw new SignInBusy("too many sign-ins are being checked");
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot to the next waiter, or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export async function checkPassword(file: string, name: string, password: string): Promise<SessionUser | null> {
  return bounded(async () => {
    const user = readUsers(file).find((u) => u.name === name);
    dummyHash ??= await bcrypt.hash("not a password", 12);
    const ok = await bcrypt.compare(password, user?.passwordHash ?? dummyHash);
    return ok && user ? { name: user.name, role: user.role } : null;
  });
}
