import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { markSecondFactor } from "@/lib/identity/factors/mark-second-factor";
import { type GivenFactor, verifySecondFactor, type SecondFactorMethod } from "@/lib/identity/second-factors/verify-second-factor";

type PendingSession = { sessionId: string; userId: string; accountId: string; email: string; secondFactorPending: boolean };

/**
 * The sign-in's second step (/sign-in/two-factor): a session that gave the right password
 * gives a code from the app, a passkey or a recovery code, and becomes signed in. Only a session still
 * owing its factor gets here; wrong codes are throttled as passwords are.
 */
export async function completeTwoFactorSignIn(
  session: PendingSession,
  given: GivenFactor,
  audit: AuditContext,
  now: Date = new Date(),
): Promise<SecondFactorMethod> {
  if (!session.secondFactorPending) throw new ApiError("CONFLICT", "This session is already signed in.");
  const method = await verifySecondFactor(session, given, { recoveryCodes: true, audit, now });
  await db.$transaction(async (tx) => {
    if (!(await markSecondFactor(tx, session.sessionId, session.userId, now))) throw new ApiError("UNAUTHORIZED", "Sign in to continue");
    await recordAudit(tx, session.accountId, audit, {
      action: "user.second_factor_verified",
      target: { type: "user", id: session.userId, label: session.email },
      summary: { method },
    });
  });
  return method;
}
