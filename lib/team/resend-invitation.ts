import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { findOpenInvitation } from "./find-open-invitation";
import { newLinkToken } from "@/lib/identity/link-token";
import { INVITATION_LIFETIME_MS } from "./invitation-token";
import { INVITATION_VIEW } from "./list-invitations";
import { sendInvitationMail } from "./send-invitation-mail";
import { withInvitationMailLimits } from "./limit-invitation-mail";
import { loadActingMember, lockTeam } from "./team-actor";

/**
 * Sends an open invitation again with a new link, valid 7 days from now; the old link stops
 * working. Within the invitation mail limits, like a first invitation: ten resends of one
 * invitation are ten e-mails to one inbox.
 */
export async function resendInvitation(accountId: string, audit: AuditContext, invitationId: string) {
  // The address only names the per-recipient counter (it never changes); an unknown id is
  // refused with its 404 inside, uncounted.
  const addressed = await db.invitation.findFirst({ where: { id: invitationId, accountId }, select: { email: true } });
  const resend = () => sendAgain(accountId, audit, invitationId);
  if (!addressed) return resend();
  return withInvitationMailLimits(accountId, addressed.email, { action: "resend", actorId: audit.actor.id }, resend);
}

async function sendAgain(accountId: string, audit: AuditContext, invitationId: string) {
  const { token, tokenHash } = newLinkToken();
  const { invitation, accountName } = await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const sender = await loadActingMember(tx, accountId, audit.actor);
    const open = await findOpenInvitation(tx, accountId, invitationId, sender);
    const updated = await tx.invitation.update({
      where: { id: open.id },
      data: { tokenHash, expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS) },
      select: INVITATION_VIEW,
    });
    await recordAudit(tx, accountId, audit, {
      action: "invitation.resent",
      target: { type: "invitation", id: updated.id, label: updated.email },
      summary: { email: updated.email, role: updated.role, expiresAt: updated.expiresAt.toISOString() },
    });
    return { invitation: updated, accountName: open.account.name };
  });
  const emailSent = await sendInvitationMail({ ...invitation, token, accountName });
  return { invitation, emailSent };
}
