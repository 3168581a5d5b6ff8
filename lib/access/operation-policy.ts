import { ALLOWED, refuse, type Decision } from "./decision";
import { aRole, isOwner, OWNER_ROLE, roleAtLeast, roleRequiredMessage, type Role } from "./roles";

/**
 * What the policy needs of an operation (lib/api/operation.ts): the least role of a member
 * that may call it. Structural, so this floor does not import the request core.
 */
export type RoleOperation = { role?: Role };

/**
 * The least role that may call `operation`. `defineOperation` requires a role of every session
 * operation; one without (a public twin passed by mistake) is the owner's alone. The one place
 * that default is written.
 */
export function leastRoleOf(operation: RoleOperation): Role {
  return operation.role ?? OWNER_ROLE;
}

/**
 * Whether a member with `role` may call a dashboard operation: the rule the pipeline applies
 * before it reads the input (lib/api/pipeline/run-pipeline.ts), and the one the pages use to offer a
 * control, so a control is shown exactly to the members whose request would be let through.
 */
export function canCallOperation(role: Role, operation: RoleOperation): Decision {
  const least = leastRoleOf(operation);
  return roleAtLeast(role, least) ? ALLOWED : refuse("FORBIDDEN", roleRequiredMessage(least, role));
}

/**
 * Why a control is not offered, for the note beside it: the thing the member cannot do, the role
 * it needs (from the operation) and whom to ask. `action` reads after "can't": "create API keys".
 */
export function cannotCallReason(operation: RoleOperation, role: Role, action: string): string {
  const least = leastRoleOf(operation);
  if (isOwner(least)) return `Only the account's owner can ${action}; you are ${aRole(role)}.`;
  const ask = roleAtLeast(least, "admin") ? "the owner" : "an admin or the owner";
  return `${role[0].toUpperCase()}${role.slice(1)}s can't ${action}: it needs the ${least} role or higher. Ask ${ask} if you need it.`;
}
