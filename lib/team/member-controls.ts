import type { ActorRole } from "@/lib/access/actor";
import { canChangeRole, canRemoveMember, canResetTwoFactor, canTransferOwnership, type TeamMember } from "@/lib/access/team-policy";
import { ROLES, type Role } from "@/lib/access/roles";

export type MemberControls = {
  /** The roles the viewer may give this member (the current one included); empty = no select. */
  roles: Role[];
  /** Why the role cannot be changed, when it cannot: the server's own refusal. */
  roleReason?: string;
  canRemove: boolean;
  /** Why the member cannot be removed (or leave), when they cannot: the server's own refusal. */
  removeReason?: string;
  /** Whether the viewer may reset the member's two-factor sign-in (when they have one). */
  canResetTwoFactor: boolean;
  /** Whether the viewer may hand their ownership to this member ("Make owner"). */
  canTransferOwnership: boolean;
};

/**
 * What the Team page offers `me` for one member, asked of the team policy the team functions
 * enforce (lib/access/team-policy.ts), so the page shows a control only where the server would
 * accept it, and otherwise says why in the server's words.
 */
export function memberControls(me: ActorRole & { id: string }, member: TeamMember, ownerCount: number): MemberControls {
  const allowed = ROLES.filter((role) => canChangeRole(me, member, role, ownerCount).allowed);
  // A select is worth showing only when it offers a role besides the one the member has.
  const roles = allowed.some((role) => role !== member.role) ? allowed : [];
  // The refusal of the smallest step down names the rule that holds the member where they are
  // (a make-owner refusal would be true but beside the point).
  const refusal = [...ROLES]
    .reverse()
    .filter((role) => role !== member.role)
    .map((role) => canChangeRole(me, member, role, ownerCount))
    .find((decision) => !decision.allowed);
  const removal = canRemoveMember(me, member, ownerCount);
  return {
    roles,
    roleReason: roles.length === 0 && refusal && !refusal.allowed ? refusal.message : undefined,
    canRemove: removal.allowed,
    removeReason: removal.allowed ? undefined : removal.message,
    canResetTwoFactor: canResetTwoFactor(me, member).allowed,
    canTransferOwnership: canTransferOwnership(me, member).allowed,
  };
}
