import { ApiError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { findMember } from "./find-member";
import { roleAtLeast, roleRequiredMessage } from "@/lib/access/roles";
import { hasAnotherOwner, loadActingMember, lockTeam, type TeamActor } from "./team-actor";

/**
 * Removes a member from the account by deleting their user: their sessions go with it (the
 * foreign key cascades), so their next request is refused. Any member may leave (remove
 * themself); removing someone else needs the admin role, and removing an admin or an owner
 * needs an owner. The last owner cannot leave (409): make another member owner first.
 */
export async function removeMember(accountId: string, actor: TeamActor, audit: AuditContext, memberId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const acting = await loadActingMember(tx, accountId, actor);
    const member = await findMember(tx, accountId, memberId);
    const leaving = member.id === acting.id;
    if (!leaving) {
      if (!roleAtLeast(acting.role, "admin")) {
        throw new ApiError("FORBIDDEN", `${roleRequiredMessage("admin", acting.role)}. You can only remove yourself (leave the account).`);
      }
      if (roleAtLeast(member.role, "admin") && acting.role !== "owner") {
        throw new ApiError("FORBIDDEN", `Only an owner can remove ${member.role === "owner" ? "an owner" : "an admin"}`);
      }
    }
    if (member.role === "owner" && !(await hasAnotherOwner(tx, accountId, member.id))) {
      throw new ApiError(
        "CONFLICT",
        leaving ? "You are the last owner and cannot leave: make another member owner first" : "The last owner cannot be removed",
      );
    }
    await tx.user.delete({ where: { id: member.id } });
    await recordAudit(tx, accountId, audit, {
      action: leaving ? "member.left" : "member.removed",
      target: { type: "user", id: member.id, label: member.email },
      summary: { email: member.email, role: member.role },
    });
  });
}
