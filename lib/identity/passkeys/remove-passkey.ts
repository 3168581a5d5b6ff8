import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { settleRemovedSecondFactor } from "@/lib/identity/factors/has-second-factor";
import { sendTwoFactorDisabledMail } from "@/lib/identity/factors/two-factor-mail";

type Member = { userId: string; accountId: string; email: string };

/**
 * Removes one of the member's passkeys (the operation asks for a recent confirmation first).
 * When it was their last second factor, two-factor is off: the recovery codes go, sessions
 * still owing a factor end, and the member is told by e-mail. False when they have no such
 * passkey (another user's id reads as one that never existed).
 */
export async function removePasskey(member: Member, passkeyId: string, audit: AuditContext): Promise<boolean> {
  const outcome = await db.$transaction(async (tx) => {
    const passkey = await tx.passkey.findFirst({ where: { id: passkeyId, userId: member.userId }, select: { id: true, name: true } });
    if (!passkey) return null;
    await tx.passkey.delete({ where: { id: passkey.id } });
    const settled = await settleRemovedSecondFactor(tx, member.userId);
    await recordAudit(tx, member.accountId, audit, {
      action: "passkey.removed",
      target: { type: "passkey", id: passkey.id, label: passkey.name },
      summary: settled,
    });
    return settled;
  });
  if (outcome?.twoFactorOff) await sendTwoFactorDisabledMail(member.email);
  return outcome !== null;
}
