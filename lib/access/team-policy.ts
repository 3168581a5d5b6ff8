import type { ActorRole } from "./actor";
import { ALLOWED, refuse, type Decision } from "./decision";
import { canCallOperation } from "./operation-policy";
import { isOwner, roleAtLeast, type Role } from "./roles";

/**
 * The team's rules, once: the team functions (lib/team) call them under the team's row lock
 * and throw a refusal as it is; the Team page calls them to offer a control or say why not.
 * Each answers in the order the server always checked, so the refusal (and its message) for a
 * request that breaks two rules is the one it always was.
 */

/**
 * The least role that manages the team: invites, lists and manages invitations, changes roles,
 * removes others. The team operations (lib/dashboard/operations/team-operations.ts) name it as
 * their role, so the pipeline's refusal and the policy's are one sentence.
 */
export const TEAM_MANAGER_ROLE = "admin" satisfies Role;

/** The role the invite form starts on: the everyday one, not a manager. */
export const DEFAULT_INVITATION_ROLE = "developer" satisfies Role;

/** A member as the rules see them. */
export type TeamMember = { id: string; role: Role };

/** Whether `role` manages the team (sees the invite form, the invitations and others' controls). */
export function canManageTeam(role: Role): Decision {
  return canCallOperation(role, { role: TEAM_MANAGER_ROLE });
}

function outranks(actor: ActorRole, member: TeamMember): boolean {
  // Admins and owners are an owner's to manage; an admin manages the roles below.
  return actor.id !== member.id && roleAtLeast(member.role, TEAM_MANAGER_ROLE) && !isOwner(actor.role);
}

const anOwnerOrAdmin = (role: Role) => (isOwner(role) ? "an owner" : "an admin");

/** Whether `member` is the account's only owner (`ownerCount`: the owners, `member` included). */
function lastOwner(member: TeamMember, ownerCount: number): boolean {
  return isOwner(member.role) && ownerCount <= 1;
}

/**
 * Whether `actor` may give `member` the role `role`. Needs a team manager; only an owner makes
 * an owner or changes an admin's or an owner's role, except their own (stepping down is one's
 * own choice). Giving the role the member has changes nothing and is allowed. The last owner
 * cannot be demoted (409): promote another member to owner first.
 */
export function canChangeRole(actor: ActorRole, member: TeamMember, role: Role, ownerCount: number): Decision {
  const manages = canManageTeam(actor.role);
  if (!manages.allowed) return manages;
  if (isOwner(role) && !isOwner(actor.role)) return refuse("FORBIDDEN", "Only an owner can make someone an owner");
  if (outranks(actor, member)) return refuse("FORBIDDEN", `Only an owner can change the role of ${anOwnerOrAdmin(member.role)}`);
  if (member.role === role) return ALLOWED;
  if (lastOwner(member, ownerCount)) return refuse("CONFLICT", "The last owner cannot be demoted: make another member owner first");
  return ALLOWED;
}

/**
 * Whether `actor` may remove `member`, or leave when `member` is themself. Any member may
 * leave; removing someone else needs a team manager, and removing an admin or an owner needs
 * an owner. The last owner cannot leave or be removed (409): make another member owner first.
 */
export function canRemoveMember(actor: ActorRole, member: TeamMember, ownerCount: number): Decision {
  const leaving = actor.id === member.id;
  if (!leaving) {
    const manages = canManageTeam(actor.role);
    if (!manages.allowed) return manages;
    if (outranks(actor, member)) return refuse("FORBIDDEN", `Only an owner can remove ${anOwnerOrAdmin(member.role)}`);
  }
  if (lastOwner(member, ownerCount)) {
    return refuse(
      "CONFLICT",
      leaving ? "You are the last owner and cannot leave: make another member owner first" : "The last owner cannot be removed",
    );
  }
  return ALLOWED;
}

/**
 * Whether `actor` may hand their ownership to `member` in one step (GitHub's "transfer
 * ownership"): the member becomes an owner and the actor an admin, so the account never has
 * fewer owners. Only an owner, to another member who is not an owner yet.
 */
export function canTransferOwnership(actor: ActorRole, member: TeamMember): Decision {
  if (!isOwner(actor.role)) return refuse("FORBIDDEN", "Only an owner can transfer ownership");
  if (actor.id === member.id) return refuse("CONFLICT", "You already own the account: choose another member");
  if (isOwner(member.role)) return refuse("CONFLICT", "This member is already an owner: change your own role instead");
  return ALLOWED;
}

/** Whether `actor` may invite someone with `role`: a team manager may, and only an owner invites an owner. */
export function canInvite(actor: ActorRole, role: Role): Decision {
  const manages = canManageTeam(actor.role);
  if (!manages.allowed) return manages;
  if (isOwner(role) && !isOwner(actor.role)) return refuse("FORBIDDEN", "Only an owner can invite an owner");
  return ALLOWED;
}

/** Whether `actor` may resend or cancel `invitation`: a team manager may, and an invitation to become owner is an owner's. */
export function canManageInvitation(actor: ActorRole, invitation: { role: Role }): Decision {
  const manages = canManageTeam(actor.role);
  if (!manages.allowed) return manages;
  if (isOwner(invitation.role) && !isOwner(actor.role))
    return refuse("FORBIDDEN", "Only an owner can manage an invitation to become owner");
  return ALLOWED;
}

/**
 * Whether `actor` may reset `member`'s two-factor sign-in (the member lost every factor and
 * their recovery codes): an owner, for anyone but themselves (their own goes through their
 * Account page, with a factor in hand). Only an owner: it is a way into another's account.
 */
export function canResetTwoFactor(actor: ActorRole, member: TeamMember): Decision {
  if (!isOwner(actor.role)) return refuse("FORBIDDEN", "Only an owner can reset a member's two-factor sign-in");
  if (actor.id === member.id) return refuse("FORBIDDEN", "Your own two-factor sign-in is changed on your Account page");
  return ALLOWED;
}
