import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { settleRemovedSecondFactor } from "@/lib/identity/factors/has-second-factor";
import { sendTwoFactorDisabledMail } from "@/lib/identity/factors/two-factor-mail";
import { verifySecondFactor } from "./verify-second-factor";

type Session = { sessionId: string; userId: string; accountId: string; email: string };

/**
 * Turns the authenticator app off, after a fresh second factor (a current code, or a recovery
 * code for a lost phone): a stolen session alone cannot remove it. When it was the user's last
 * second factor (no passkey), two-factor is off: the recovery codes go and sessions still
 * owing a factor end (lib/identity/factors/has-second-factor.ts), and the user is told by e-mail.
 */
export async function disableTwoFactor(session: Session, code: string, audit: AuditContext, now: Date = new Date()): Promise<void> {
  const totp = await db.totpCredential.findUnique({ where: { userId: session.userId }, select: { enabledAt: true } });
  if (!totp?.enabledAt) throw new ApiError("CONFLICT", "No authenticator app is set up.");
  const method = await verifySecondFactor(session, { code }, { recoveryCodes: true, audit, now });
  const { twoFactorOff } = await db.$transaction(async (tx) => {
    await tx.totpCredential.deleteMany({ where: { userId: session.userId } });
    const settled = await settleRemovedSecondFactor(tx, session.userId);
    await tx.userSession.updateMany({ where: { id: session.sessionId, userId: session.userId }, data: { confirmedAt: now } });
    await recordAudit(tx, session.accountId, audit, {
      action: "two_factor.disabled",
      target: { type: "user", id: session.userId, label: session.email },
      summary: { confirmedWith: method, ...settled },
    });
    return settled;
  });
  if (twoFactorOff) await sendTwoFactorDisabledMail(session.email);
}
