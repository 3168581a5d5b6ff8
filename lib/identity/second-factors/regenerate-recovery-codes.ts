import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { hasSecondFactor } from "@/lib/identity/factors/has-second-factor";
import { markSecondFactor } from "@/lib/identity/factors/mark-second-factor";
import { RECOVERY_CODE_COUNT, replaceRecoveryCodes } from "@/lib/identity/factors/recovery-codes";
import { verifySecondFactor } from "./verify-second-factor";

type Session = { sessionId: string; userId: string; accountId: string; email: string };

/**
 * Ten new recovery codes for ten old ones (used or not), after a current code from the app: a
 * recovery code cannot mint more of itself, so someone holding one old code cannot keep access.
 */
export async function regenerateRecoveryCodes(
  session: Session,
  code: string,
  audit: AuditContext,
  now: Date = new Date(),
): Promise<string[]> {
  if (!(await hasSecondFactor(session.userId))) throw new ApiError("CONFLICT", "Two-factor sign-in is off; there are no recovery codes.");
  await verifySecondFactor(session, { code }, { recoveryCodes: false, audit, now });
  return db.$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, session.userId, now);
    await markSecondFactor(tx, session.sessionId, session.userId, now);
    await recordAudit(tx, session.accountId, audit, {
      action: "two_factor.recovery_codes_regenerated",
      target: { type: "user", id: session.userId, label: session.email },
      summary: { recoveryCodes: RECOVERY_CODE_COUNT },
    });
    return codes;
  });
}
