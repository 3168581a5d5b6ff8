import type { Role } from "@/generated/prisma/enums";

export type { Role };

/**
 * The roles of an account's members, most powerful first. Each may do everything the next one
 * may, and more, so an operation names the least role that may call it:
 * - owner: everything, including the plan, ownership and removing admins;
 * - admin: everything except the plan and ownership;
 * - developer: API keys, the webhook endpoint and its secret, assistants, test calls, events;
 * - viewer: reads everything except secrets.
 */
export const ROLES = ["owner", "admin", "developer", "viewer"] as const satisfies readonly Role[];

const RANK: Record<Role, number> = { owner: 3, admin: 2, developer: 1, viewer: 0 };

/** Whether `role` may do what `least` may. */
export function roleAtLeast(role: Role, least: Role): boolean {
  return RANK[role] >= RANK[least];
}

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  developer: "Developer",
  viewer: "Viewer",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including the plan, ownership and removing admins.",
  admin: "Everything except the plan and ownership.",
  developer: "API keys, webhook endpoint and secret, assistants, test calls and events; no members.",
  viewer: "Reads everything except secrets.",
};

/** The answer a member gets for an operation their role does not allow: it names the role needed. */
export function roleRequiredMessage(least: Role, role: Role): string {
  const needed = least === "owner" ? "the owner role" : `the ${least} role or higher`;
  return `This needs ${needed}; you are ${role === "admin" || role === "owner" ? "an" : "a"} ${role}`;
}
