import { assertAllowed } from "@/lib/access/assert-allowed";
import { canResetTwoFactor } from "@/lib/access/team-policy";
import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { endUserSessions } from "@/lib/identity/sessions/end-sessions";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { hasSecondFactor } from "@/lib/identity/factors/has-second-factor";
import { sendTwoFactorResetMail } from "@/lib/identity/factors/two-factor-mail";
import { findMember } from "./find-member";
import { loadActingMember } from "./team-actor";

/**
 * An owner resets the two-factor sign-in of a member who lost every factor and their recovery
 * codes ("Ask an owner of your account for help", the second step says): the member's
 * authenticator app, passkeys and recovery codes are deleted and every session of theirs ends,
 * so whoever held a half-signed-in session must sign in again. The member is told by e-mail; the
 * owner's confirmation (the operation asks) and the audit entry record who did it.
 */
export async function resetMemberTwoFactor(accountId: string, audit: AuditContext, memberId: string): Promise<void> {
  const { member, owner } = await db.$transaction(async (tx) => {
    const acting = await loadActingMember(tx, accountId, audit.actor);
    const member = await findMember(tx, accountId, memberId);
    assertAllowed(canResetTwoFactor(acting, member));
    if (!(await hasSecondFactor(member.id, tx))) throw new ApiError("CONFLICT", `${member.email} has no two-factor sign-in to reset`);
    await tx.totpCredential.deleteMany({ where: { userId: member.id } });
    const { count: passkeysRemoved } = await tx.passkey.deleteMany({ where: { userId: member.id } });
    await tx.recoveryCode.deleteMany({ where: { userId: member.id } });
    const sessionsEnded = await endUserSessions(member.id, {}, tx);
    await recordAudit(tx, accountId, audit, {
      action: "member.two_factor_reset",
      target: { type: "user", id: member.id, label: member.email },
      summary: { passkeysRemoved, sessionsEnded },
    });
    return { member, owner: acting.email };
  });
  await sendTwoFactorResetMail(member.email, owner);
}
