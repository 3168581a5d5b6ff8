import { canRemoveMember } from "@/lib/access/team-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { forgetCachedAccount } from "@/lib/api-keys/api-key-cache";
import { notifyApiKeyChange } from "@/lib/api-keys/notify-api-key-change";
import { findMember } from "./find-member";
import { countOwners, loadActingMember, lockTeam } from "./team-actor";

/**
 * Removes a member from the account by deleting their user: their sessions go with it (the
 * foreign key cascades), so their next request is refused, if the team policy allows it
 * (canRemoveMember: any member may leave; removing someone else needs an admin, removing an
 * admin or an owner an owner; the last owner cannot leave or be removed, 409).
 */
export async function removeMember(accountId: string, audit: AuditContext, memberId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const acting = await loadActingMember(tx, accountId, audit.actor);
    const member = await findMember(tx, accountId, memberId);
    const leaving = member.id === acting.id;
    // The rules are the policy's (lib/access/team-policy.ts), judged on what the lock holds still.
    assertAllowed(canRemoveMember(acting, member, await countOwners(tx, accountId)));
    await tx.user.delete({ where: { id: member.id } });
    // Their keys stop working (the foreign key let go of them): every process drops its cached copy on commit.
    await notifyApiKeyChange(tx, accountId);
    await recordAudit(tx, accountId, audit, {
      action: leaving ? "member.left" : "member.removed",
      target: { type: "user", id: member.id, label: member.email },
      summary: { email: member.email, role: member.role },
    });
  });
  forgetCachedAccount(accountId);
}
