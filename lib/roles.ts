// Who may do what once sign-in is on. Each role includes the ones before it.
export const ROLES = ["viewer", "listener", "downloader", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function roleAtLeast(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export interface SessionUser {
  name: string;
  role: Role;
  /**
   * Who this is for good (issue #39): what notes, reviews and saved views belong to. A local
   * user's id is made when the user is added and never reused; a name is only a label, so a
   * name deleted and added again for someone else owns nothing of the old user's.
   */
  id: string;
}
