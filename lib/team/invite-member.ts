import { canInvite } from "@/lib/access/team-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { ApiError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { InviteMemberInput } from "@/lib/schemas/team";
import { newLinkToken } from "@/lib/auth/link-token";
import { INVITATION_LIFETIME_MS } from "./invitation-token";
import { INVITATION_VIEW, pendingInvitationWhere } from "./list-invitations";
import { sendInvitationMail } from "./send-invitation-mail";
import { loadActingMember, lockTeam, type TeamActor } from "./team-actor";

/**
 * Invites someone by e-mail with a role, and mails them a single-use link valid 7 days (only
 * the token's hash is kept). Refused with 409 CONFLICT: oneself, an existing member, an e-mail
 * that already has a user anywhere (one account per user for now), and an e-mail with a
 * pending invitation to this account (resend or cancel that one instead). Who may invite
 * whom is the team policy's (canInvite: an admin, and only an owner invites an owner).
 * `emailSent` is false when the mail could not be sent (resend it).
 */
export async function inviteMember(accountId: string, actor: TeamActor, audit: AuditContext, input: InviteMemberInput) {
  const { token, tokenHash } = newLinkToken();
  const { invitation, accountName } = await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const inviter = await loadActingMember(tx, accountId, actor);
    assertAllowed(canInvite(inviter, input.role));
    if (input.email === inviter.email) throw new ApiError("CONFLICT", "You cannot invite yourself: you are already a member");
    const existing = await tx.user.findUnique({ where: { email: input.email }, select: { accountId: true } });
    if (existing?.accountId === accountId) throw new ApiError("CONFLICT", `${input.email} is already a member of this account`);
    if (existing) {
      throw new ApiError(
        "CONFLICT",
        `${input.email} already has a user on another account; for now a person can belong to one account only`,
      );
    }
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
