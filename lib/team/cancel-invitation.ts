import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { findOpenInvitation } from "./find-open-invitation";
import { loadActingMember, lockTeam } from "./team-actor";

/** Cancels an open invitation: its link stops working at once. */
export async function cancelInvitation(accountId: string, audit: AuditContext, invitationId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const member = await loadActingMember(tx, accountId, audit.actor);
    const invitation = await findOpenInvitation(tx, accountId, invitationId, member);
    await tx.invitation.update({ where: { id: invitation.id }, data: { canceledAt: new Date() } });
    await recordAudit(tx, accountId, audit, {
      action: "invitation.canceled",
      target: { type: "invitation", id: invitation.id, label: invitation.email },
      summary: { email: invitation.email, role: invitation.role },
    });
  });
}
