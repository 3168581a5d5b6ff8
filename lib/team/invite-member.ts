import { canInvite } from "@/lib/access/team-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { ApiError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { InviteMemberInput } from "@/lib/schemas/team";
import { newLinkToken } from "@/lib/identity/link-token";
import { INVITATION_LIFETIME_MS } from "./invitation-token";
import { INVITATION_VIEW, pendingInvitationWhere } from "./list-invitations";
import { sendInvitationMail } from "./send-invitation-mail";
import { withInvitationMailLimits } from "./limit-invitation-mail";
import { loadActingMember, lockTeam } from "./team-actor";

/**
 * Invites someone by e-mail with a role, and mails them a single-use link valid 7 days (only
 * the token's hash is kept), within the invitation mail limits (per account and per recipient;
 * 429 before anything is written). Refused with 409 CONFLICT: oneself, an existing member of
 * this account, and an e-mail with a pending invitation to this account (resend or cancel that
 * one instead): all things the inviting admin can see on the Team page anyway. An e-mail that
 * has a user on another account is invited exactly like a fresh one (same row, same e-mail,
 * same answer), so inviting tells an outsider nothing about other accounts; its owner learns
 * on opening the link that they cannot join (one account per user, decision 0132 and
 * "Invitations answer the same for any outside address"). Who may invite whom is the team
 * policy's (canInvite: an admin, and only an owner invites an owner). `emailSent` is false
 * when the mail could not be sent (resend it).
 */
export async function inviteMember(accountId: string, audit: AuditContext, input: InviteMemberInput) {
  return withInvitationMailLimits(accountId, input.email, { action: "invite", actorId: audit.actor.id }, () =>
    createAndSendInvitation(accountId, audit, input),
  );
}

async function createAndSendInvitation(accountId: string, audit: AuditContext, input: InviteMemberInput) {
  const { token, tokenHash } = newLinkToken();
  const { invitation, accountName } = await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const inviter = await loadActingMember(tx, accountId, audit.actor);
    assertAllowed(canInvite(inviter, input.role));
    if (input.email === inviter.email) throw new ApiError("CONFLICT", "You cannot invite yourself: you are already a member");
    const existing = await tx.user.findUnique({ where: { email: input.email }, select: { accountId: true } });
    // A user of another account goes on as a fresh address does: no answer, and no work, of its own.
    if (existing?.accountId === accountId) throw new ApiError("CONFLICT", `${input.email} is already a member of this account`);
    const pending = await tx.invitation.findFirst({
      where: { accountId, email: input.email, ...pendingInvitationWhere() },
      select: { id: true },
    });
    if (pending) throw new ApiError("CONFLICT", `${input.email} already has a pending invitation; resend or cancel it instead`);

    const created = await tx.invitation.create({
      data: {
        id: newId("inv"),
        accountId,
        email: input.email,
        role: input.role,
        tokenHash,
        invitedById: inviter.id,
        invitedBy: inviter.email,
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      },
      select: { ...INVITATION_VIEW, account: { select: { name: true } } },
    });
    await recordAudit(tx, accountId, audit, {
      action: "invitation.sent",
      target: { type: "invitation", id: created.id, label: created.email },
      summary: { email: created.email, role: created.role, expiresAt: created.expiresAt.toISOString() },
    });
    const { account, ...invitation } = created;
    return { invitation, accountName: account.name };
  });
  const emailSent = await sendInvitationMail({ ...invitation, token, accountName });
  return { invitation, emailSent };
}
