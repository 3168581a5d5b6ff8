import type { Operation } from "@/lib/api/operation";
import { roleAtLeast, type Role } from "@/lib/access/roles";

/**
 * Whether a member with `role` may call a dashboard operation: the same rule the pipeline
 * applies (the operation names its least role), so a control is shown exactly to the members
 * whose request would be let through. An operation without a role is the owner's, as there.
 */
export function canCall(operation: Pick<Operation, "role">, role: Role): boolean {
  return roleAtLeast(role, operation.role ?? "owner");
}

/**
 * Why a control is not offered, for the note beside it: the thing the member cannot do, the role
 * it needs (from the operation) and whom to ask. `action` reads after "can't": "create API keys".
 */
export function cannotCallReason(operation: Pick<Operation, "role">, role: Role, action: string): string {
  const least = operation.role ?? "owner";
  if (least === "owner") return `Only the account's owner can ${action}; you are ${role === "admin" ? "an" : "a"} ${role}.`;
  const ask = least === "admin" ? "the owner" : "an admin or the owner";
  return `${role[0].toUpperCase()}${role.slice(1)}s can't ${action}: it needs the ${least} role or higher. Ask ${ask} if you need it.`;
}
