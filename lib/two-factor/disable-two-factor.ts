import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { hasSecondFactor } from "./has-second-factor";
import { sendTwoFactorDisabledMail } from "./two-factor-mail";
import { verifySecondFactor } from "./verify-second-factor";

type Session = { sessionId: string; userId: string; accountId: string; email: string };

/**
 * Turns two-factor off, after a fresh second factor (a current code, or a recovery code for a
 * lost phone): a stolen session alone cannot remove it. The key and the recovery codes are
 * deleted; sessions of the user still owing a factor end (they were half signed in with the
 * password alone, and must not become signed in by the factor disappearing). The user is told
 * by e-mail.
 */
export async function disableTwoFactor(session: Session, code: string, audit: AuditContext, now: Date = new Date()): Promise<void> {
  if (!(await hasSecondFactor(session.userId))) throw new ApiError("CONFLICT", "Two-factor sign-in is already off.");
  const method = await verifySecondFactor(session, code, { recoveryCodes: true, audit, now });
  await db.$transaction(async (tx) => {
    await tx.totpCredential.deleteMany({ where: { userId: session.userId } });
    await tx.recoveryCode.deleteMany({ where: { userId: session.userId } });
    const { count: pendingSessionsEnded } = await tx.userSession.deleteMany({
      where: { userId: session.userId, secondFactorPending: true },
    });
    await tx.userSession.updateMany({ where: { id: session.sessionId, userId: session.userId }, data: { confirmedAt: now } });
    await recordAudit(tx, session.accountId, audit, {
      action: "two_factor.disabled",
      target: { type: "user", id: session.userId, label: session.email },
      summary: { confirmedWith: method, pendingSessionsEnded },
    });
  });
  await sendTwoFactorDisabledMail(session.email);
}
