import { ROLES, roleAtLeast, type Role } from "@/lib/access/roles";

export type MemberControls = {
  /** The roles the viewer may give this member (the current one included); empty = no select. */
  roles: Role[];
  /** Why the role cannot be changed, when it cannot. */
  roleReason?: string;
  canRemove: boolean;
  /** Why the member cannot be removed (or leave), when they cannot. */
  removeReason?: string;
};

/**
 * What the Team page offers `me` for one member: the same rules the team functions enforce
 * (lib/team/change-member-role.ts, remove-member.ts), so the page shows a control only where
 * the server would accept it, and otherwise says why.
 */
export function memberControls(me: { id: string; role: Role }, member: { id: string; role: Role }, ownerCount: number): MemberControls {
  const self = me.id === member.id;
  const lastOwner = member.role === "owner" && ownerCount <= 1;
  const managesOthers = roleAtLeast(me.role, "admin");
  const outranked = !self && roleAtLeast(member.role, "admin") && me.role !== "owner";

  let roles: Role[] = [];
  let roleReason: string | undefined;
  if (lastOwner) roleReason = "The last owner: make another member owner first.";
  else if (!managesOthers) roleReason = "Only admins and owners can change roles.";
  else if (outranked) roleReason = `Only an owner can change the role of ${member.role === "owner" ? "an owner" : "an admin"}.`;
  // Stepping down is one's own choice; only an owner gives the owner role.
  else roles = ROLES.filter((role) => (self ? roleAtLeast(member.role, role) : me.role === "owner" || role !== "owner"));

  let removeReason: string | undefined;
  if (lastOwner) removeReason = self ? "You are the last owner: make another member owner before you leave." : "The last owner cannot be removed.";
  else if (!self && !managesOthers) removeReason = "Only admins and owners can remove members.";
  else if (outranked) removeReason = `Only an owner can remove ${member.role === "owner" ? "an owner" : "an admin"}.`;
  return { roles, roleReason, canRemove: !removeReason, removeReason };
}
