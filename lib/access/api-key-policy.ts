import { ALLOWED, refuse, type Decision } from "./decision";
import { PERMISSION_ROLES, PERMISSIONS, type Permission } from "./permissions";
import type { ApiKeyRecord, KeyVerdict } from "./principal";
import { roleAtLeast, roleRequiredMessage, type Role } from "./roles";

/**
 * Who a key answers to (decision "A key is the account's, bounded by its maker"):
 * - `account`: made by the CLI or the system (or before makers were kept): the account's own,
 *   bounded by nothing but its permissions;
 * - `member`: made by a member, who is still on the account with `role`;
 * - `left`: made by a member who has since left or been removed: the key no longer works.
 */
export type KeyMaker = { kind: "account" } | { kind: "member"; role: Role } | { kind: "left" };

/**
 * The maker as the key's row and its LEFT JOIN on the maker's user find it: `createdById` set
 * and a role found is a member; `createdBy` (the maker's e-mail, kept as text) with no user
 * (the foreign key set `createdById` to null on removal) is a maker who left.
 */
export function keyMakerOf(row: { createdById: string | null; createdBy: string | null; makerRole: Role | null }): KeyMaker {
  if (row.createdById !== null && row.makerRole !== null) return { kind: "member", role: row.makerRole };
  if (row.createdById !== null || row.createdBy !== null) return { kind: "left" };
  return { kind: "account" };
}

/**
 * Whether a member with `role` may grant `permission` to a key: only what their role may use in
 * the dashboard (PERMISSION_ROLES), so a developer cannot mint a key that reads the audit log
 * they may not open. The one rule: the key form offers by it, createApiKey refuses by it, and
 * keyStanding bounds a key by its maker's current role with it.
 */
export function canGrant(role: Role, permission: Permission): Decision {
  const least = PERMISSION_ROLES[permission];
  return roleAtLeast(role, least) ? ALLOWED : refuse("FORBIDDEN", `A key with ${permission}: ${roleRequiredMessage(least, role)}`);
}

export type KeyStanding = {
  /** What the key may do now: its permissions that its maker's role may still grant (none once they left). */
  effective: Permission[];
  /** Its permissions it may not use now, because the maker's role was lowered or they left. */
  suspended: Permission[];
  /** `active`: everything it was given; `limited`: the maker's role no longer covers some of it; `maker_left`: nothing. */
  status: "active" | "limited" | "maker_left";
};

/**
 * A key never does more than the member who made it could do by hand now: each permission it
 * holds counts only while its maker's current role may grant it (PERMISSION_ROLES, the same
 * rule that bounds creating the key). The server judges each request by it; the key list shows
 * the same standing, so the page and the server cannot disagree.
 */
export function keyStanding(permissions: readonly string[], maker: KeyMaker): KeyStanding {
  const held = PERMISSIONS.filter((permission) => permissions.includes(permission));
  const usable = (permission: Permission) =>
    maker.kind === "account" || (maker.kind === "member" && canGrant(maker.role, permission).allowed);
  const effective = held.filter(usable);
  const suspended = held.filter((permission) => !usable(permission));
  const status = maker.kind === "left" ? "maker_left" : suspended.length > 0 ? "limited" : "active";
  return { effective, suspended, status };
}

/**
 * The one judgement of a presented key's row (null: no key has that hash): usable, or why not.
 * Revoked, expired (by `now`) or made by a member who has left: not usable, whatever it holds.
 */
export function judgeApiKey(record: ApiKeyRecord | null, now: number): KeyVerdict {
  if (record === null) return { kind: "unknown" };
  // A closed account's keys were revoked by the close; one made since (the CLI) is refused the same way.
  if (record.revokedAt || record.accountClosed) return { kind: "revoked", record };
  if (record.expiresAt && record.expiresAt.getTime() <= now) return { kind: "expired", record };
  if (keyMakerOf(record).kind === "left") return { kind: "maker_left", record };
  return { kind: "usable", record };
}
