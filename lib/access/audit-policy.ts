import type { Decision } from "./decision";
import { canCallOperation } from "./operation-policy";
import type { Role } from "./roles";

/**
 * The least role that reads the audit log: it shows every member's sign-ins and addresses.
 * The dashboard's audit operations name it as their role and the `audit:read` permission as
 * the role that may grant it, so the page, the nav, the API and the keys cannot disagree.
 */
export const AUDIT_LOG_ROLE = "admin" satisfies Role;

/** Whether a member with `role` may open the audit log (the page and its link in the nav). */
export function canSeeAuditLog(role: Role): Decision {
  return canCallOperation(role, { role: AUDIT_LOG_ROLE });
}
