import { ApiError } from "@/lib/errors";
import { assertStrongPassword } from "./assert-strong-password";
import { checkCurrentPassword } from "./check-current-password";
import { hashPassword } from "./hash-password";
import { endUserSessions } from "@/lib/identity/sessions/end-sessions";
import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import type { ChangePasswordInput } from "@/lib/schemas/password";

const WRONG_PASSWORD = "The current password is not correct";

/** Reported on the form's current-password field. */
export class WrongPasswordError extends ApiError {
  constructor() {
    super("VALIDATION_ERROR", WRONG_PASSWORD, [{ path: "currentPassword", message: WRONG_PASSWORD }]);
    this.name = "WrongPasswordError";
  }
}

/**
 * Replaces a user's password after checking the current one, and ends every other session
 * of the user: whoever else had a cookie has to sign in with the new password. The current
 * password is throttled like a sign-in, so a stolen session cannot be used to guess it. The
 * new password's length was checked at the edge (changePasswordSchema), its strength here,
 * against the user's e-mail and name too. The audit entry says that it changed and how many
 * sessions ended, never a password or its hash.
 */
export async function changePassword(
  userId: string,
  { currentPassword, newPassword }: ChangePasswordInput,
  { keepSession, audit }: { keepSession: string; audit: AuditContext },
) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, name: true, accountId: true, passwordHash: true },
  });
  if (!user?.passwordHash) throw new WrongPasswordError();
  assertStrongPassword(newPassword, [user.email, user.name], "newPassword");
  await checkCurrentPassword(user, currentPassword, () => new WrongPasswordError());
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    const sessionsEnded = await endUserSessions(userId, { except: keepSession }, tx);
    await recordAudit(tx, user.accountId, audit, {
      action: "user.password_changed",
      target: { type: "user", id: userId, label: user.email },
      summary: { otherSessionsEnded: sessionsEnded },
    });
  });
}
