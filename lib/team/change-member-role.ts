import { canChangeRole } from "@/lib/access/team-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import type { Role } from "@/lib/access/roles";
import { forgetCachedAccount } from "@/lib/api-keys/api-key-cache";
import { notifyApiKeyChange } from "@/lib/api-keys/notify-api-key-change";
import { findMember } from "./find-member";
import { countOwners, loadActingMember, lockTeam } from "./team-actor";

/**
 * Gives a member another role, if the team policy allows it (canChangeRole: an admin manages
 * developers and viewers and may step down; only an owner makes an owner or changes an admin's
 * or an owner's role; the last owner stays, 409). The new role applies from the member's next
 * request (it is read per request), and to the keys they made from their next request too.
 */
export async function changeMemberRole(accountId: string, audit: AuditContext, memberId: string, role: Role) {
  return db
    .$transaction(async (tx) => {
      await lockTeam(tx, accountId);
      const acting = await loadActingMember(tx, accountId, audit.actor);
      const member = await findMember(tx, accountId, memberId);
      // The rules are the policy's (lib/access/team-policy.ts), judged on what the lock holds still.
      assertAllowed(canChangeRole(acting, member, role, await countOwners(tx, accountId)));
      if (member.role === role) return member;
      const updated = await tx.user.update({
        where: { id: member.id },
        data: { role },
        select: { id: true, email: true, name: true, role: true, createdAt: true, lastSignedInAt: true },
      });
      // The member's keys are bounded by their role: every process drops its cached copy on commit.
      await notifyApiKeyChange(tx, accountId);
      await recordAudit(tx, accountId, audit, {
        action: "member.role_changed",
        target: { type: "user", id: member.id, label: member.email },
        summary: { before: { role: member.role }, after: { role } },
      });
      return updated;
    })
    .then(({ createdAt, ...member }) => {
      forgetCachedAccount(accountId);
      return { ...member, joinedAt: createdAt };
    });
}
