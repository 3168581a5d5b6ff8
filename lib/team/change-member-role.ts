import { ApiError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { roleAtLeast, roleRequiredMessage, type Role } from "@/lib/access/roles";
import { findMember } from "./find-member";
import { hasAnotherOwner, loadActingMember, lockTeam, type TeamActor } from "./team-actor";

/**
 * Gives a member another role. An admin manages developers and viewers (and may make one an
 * admin) but cannot change an admin's or an owner's role, except to step down themselves;
 * only an owner makes an owner. The last owner cannot be demoted (409): promote another member
 * to owner first. The new role applies from the member's next request (it is read per request).
 */
export async function changeMemberRole(accountId: string, actor: TeamActor, audit: AuditContext, memberId: string, role: Role) {
  return db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const acting = await loadActingMember(tx, accountId, actor);
    const member = await findMember(tx, accountId, memberId);
    const self = member.id === acting.id;
    // Stepping down is always one's own choice; anything else needs the admin role.
    const steppingDown = self && roleAtLeast(member.role, role);
    if (!steppingDown && !roleAtLeast(acting.role, "admin")) throw new ApiError("FORBIDDEN", roleRequiredMessage("admin", acting.role));
    if (role === "owner" && acting.role !== "owner") throw new ApiError("FORBIDDEN", "Only an owner can make someone an owner");
    if (!self && roleAtLeast(member.role, "admin") && acting.role !== "owner") {
      throw new ApiError("FORBIDDEN", `Only an owner can change the role of ${member.role === "owner" ? "an owner" : "an admin"}`);
    }
    if (member.role === role) return member;
    if (member.role === "owner" && !(await hasAnotherOwner(tx, accountId, member.id))) {
      throw new ApiError("CONFLICT", "The last owner cannot be demoted: make another member owner first");
    }
    const updated = await tx.user.update({
      where: { id: member.id },
      data: { role },
      select: { id: true, email: true, name: true, role: true, createdAt: true, lastSignedInAt: true },
    });
    await recordAudit(tx, accountId, audit, {
      action: "member.role_changed",
      target: { type: "user", id: member.id, label: member.email },
      summary: { before: { role: member.role }, after: { role } },
    });
    return updated;
  }).then(({ createdAt, ...member }) => ({ ...member, joinedAt: createdAt }));
}
