import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { markSecondFactor } from "@/lib/identity/factors/mark-second-factor";
import { RECOVERY_CODE_COUNT, replaceRecoveryCodes } from "@/lib/identity/factors/recovery-codes";
import { verifyEnrolmentCode } from "./verify-second-factor";

type Session = { sessionId: string; userId: string; accountId: string; email: string };

/**
 * Confirms the key being set up with a code from the app: two-factor is on, ten recovery codes
 * are made and returned (the only time they are shown), and this session counts as having
 * just given its second factor. Other sessions stay signed in; the next sign-in asks for a code.
 */
export async function enableTotp(session: Session, code: string, audit: AuditContext, now: Date = new Date()): Promise<string[]> {
  const totp = await db.totpCredential.findUnique({ where: { userId: session.userId }, select: { enabledAt: true } });
  if (!totp) throw new ApiError("CONFLICT", "Start setting up two-factor sign-in first.");
  if (totp.enabledAt) throw new ApiError("CONFLICT", "Two-factor sign-in is already on.");
  await verifyEnrolmentCode(session.userId, code, { address: audit.ipAddress, now });
  return db.$transaction(async (tx) => {
    const { count } = await tx.totpCredential.updateMany({ where: { userId: session.userId, enabledAt: null }, data: { enabledAt: now } });
    if (count === 0) throw new ApiError("CONFLICT", "Two-factor sign-in is already on.");
    const codes = await replaceRecoveryCodes(tx, session.userId, now);
    await markSecondFactor(tx, session.sessionId, session.userId, now);
    await recordAudit(tx, session.accountId, audit, {
      action: "two_factor.enabled",
      target: { type: "user", id: session.userId, label: session.email },
      summary: { method: "totp", recoveryCodes: RECOVERY_CODE_COUNT },
    });
    return codes;
  });
}
