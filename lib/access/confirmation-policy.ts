import { PERMISSION_PRESETS, type Permission } from "./permissions";
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
 * A key grant that needs a confirmation: full access (at least the "Full access" preset, every
 * permission a developer may grant), or `audit:read` (the team's e-mails and addresses).
 * Narrower keys are everyday work and need none.
 */
export function isSensitiveKeyGrant(permissions: readonly Permission[]): boolean {
  return permissions.includes("audit:read") || PERMISSION_PRESETS.full_access.every((permission) => permissions.includes(permission));
}
