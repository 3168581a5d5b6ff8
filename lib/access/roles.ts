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

/** The most powerful role: the one the account must always have one of. */
export const OWNER_ROLE = ROLES[0];

/**
 * The least role: what a member is assumed to be until their role is known (a control shown
 * to too few is safer than to too many).
 */
export const LEAST_ROLE = ROLES[ROLES.length - 1];

/** Whether `role` is the owner's: owners are the ones an account must keep at least one of. */
export function isOwner(role: Role): boolean {
  return role === OWNER_ROLE;
}

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

/** The role with its article, as a sentence says it: "an admin", "a viewer". */
export function aRole(role: Role): string {
  return `${role === "admin" || role === "owner" ? "an" : "a"} ${role}`;
}

/** The answer a member gets for an operation their role does not allow: it names the role needed. */
export function roleRequiredMessage(least: Role, role: Role): string {
  const needed = isOwner(least) ? "the owner role" : `the ${least} role or higher`;
  return `This needs ${needed}; you are ${aRole(role)}`;
}
