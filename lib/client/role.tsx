"use client";
// The signed-in user's role, so the UI can hide what it may not do (the server enforces it).
import { createContext, type ReactNode, useContext } from "react";
import { type Role, roleAtLeast } from "@/lib/roles";

const RoleContext = createContext<Role>("admin");

export function RoleProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export function useCan(needed: Role): boolean {
  return roleAtLeast(useContext(RoleContext), needed);
}
