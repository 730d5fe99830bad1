// Who may do what once sign-in is on. Each role includes the ones before it.
export const ROLES = ["viewer", "listener", "downloader", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function roleAtLeast(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export interface SessionUser {
  name: string;
  role: Role;
}
