import type { Permission } from "./permissions";
import { ALLOWED, refuse, type Decision } from "./decision";

/**
 * How long a proof that it is the member (a password, a second factor) lets dangerous changes
 * through without asking again: GitHub's "sudo mode" asks again after about this long.
 */
export const CONFIRMATION_WINDOW_MS = 10 * 60 * 1000;

/** What a dashboard operation refused for want of a recent confirmation answers (403). */
export const CONFIRMATION_REQUIRED_MESSAGE = "Confirm it is you: enter your password to continue";

/** A member may make a dangerous change when they proved it was them within the window. */
export function canMakeDangerousChange(confirmedAt: Date, now: Date = new Date()): Decision {
  return now.getTime() - confirmedAt.getTime() < CONFIRMATION_WINDOW_MS
    ? ALLOWED
    : refuse("CONFIRMATION_REQUIRED", CONFIRMATION_REQUIRED_MESSAGE);
}

/**
 * Whether creating a key with these permissions needs a recent confirmation: always (decision
 * 0180, amending 0170). A key is a credential that outlives the session and works from
 * anywhere; a rule that picked "dangerous" sets let the set just short of one through (every
 * write permission without `logs:read`, issue 40). Asking for every key is what GitHub does
 * for every token, and no set can slip past it. The one place this rule lives: the operation
 * (lib/dashboard/operations/api-key-operations.ts) asks it.
 */
export function keyGrantNeedsConfirmation(_permissions: readonly Permission[]): boolean {
  return true;
}
