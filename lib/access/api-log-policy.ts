import type { Decision } from "./decision";
import { canCallOperation } from "./operation-policy";
import type { Role } from "./roles";

/**
 * The least role that reads the API logs: the requests the account's keys made, with their
 * failed bodies (redacted). Who builds integrations reads them: developers and up, as they
 * make the keys. The dashboard operation names it as its role and `logs:read` as the role
 * that may grant the permission, so the page, the nav, the API and the keys cannot disagree.
 */
export const REQUEST_LOG_ROLE = "developer" satisfies Role;

/** Whether a member with `role` may open the API logs (the page, its link in the nav, a key's "logs" link). */
export function canSeeRequestLogs(role: Role): Decision {
  return canCallOperation(role, { role: REQUEST_LOG_ROLE });
}
