import { ApiError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { endUserSessions } from "@/lib/identity/sessions/end-sessions";
import { assertStrongPassword } from "./assert-strong-password";
import { hashPassword } from "./hash-password";
import { throttleAttempt } from "@/lib/identity/throttle-auth";
import { db } from "@/lib/db";
import { INVALID_RESET_LINK, type CompletePasswordResetInput } from "@/lib/schemas/password-reset";
import { findPasswordReset } from "./find-password-reset";
import { addressOf, type RequestOrigin } from "./request-origin";

/** One answer for a forged, malformed, expired, used or superseded link (400, on `token`). */
export class InvalidResetLinkError extends ApiError {
  constructor() {
    super("VALIDATION_ERROR", INVALID_RESET_LINK, [{ path: "token", message: INVALID_RESET_LINK }]);
    this.name = "InvalidResetLinkError";
  }
}

/**
 * Sets a new password from a reset link. Counted per client address before any work and per
 * account e-mail before the strength estimate and the hash. Then, in one transaction: the link
 * is spent (only if still unused and unexpired: two tabs racing cannot both use it), the
 * password replaced, every session of the user ended, the user's other links dropped and the
 * audit entry written. Returns the e-mail, for the sign-in form.
 */
export async function completePasswordReset(
  { token, password }: CompletePasswordResetInput,
  origin: RequestOrigin,
): Promise<{ email: string }> {
  await throttleAttempt({ passwordResetPerAddress: addressOf(origin) });
  const reset = await findPasswordReset(token);
  if (!reset) throw new InvalidResetLinkError();
  const { user } = reset;
  await throttleAttempt({ passwordResetPerEmail: user.email });
  assertStrongPassword(password, [user.email, user.name]);
  const passwordHash = await hashPassword(password);

  await db.$transaction(async (tx) => {
    const now = new Date();
    const spent = await tx.passwordResetToken.updateMany({
      where: { id: reset.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (spent.count !== 1) throw new InvalidResetLinkError();
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    const sessionsEnded = await endUserSessions(user.id, {}, tx);
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    const actor = { type: "user", id: user.id, label: user.email } as const;
    await recordAudit(
      tx,
      user.accountId,
      { ...origin, actor },
      {
        action: "user.password_reset",
        target: { type: "user", id: user.id, label: user.email },
        summary: { sessionsEnded },
      },
    );
  });
  return { email: user.email };
}
