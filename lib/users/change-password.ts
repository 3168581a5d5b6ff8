import { hashPassword } from "@/lib/auth/hash-password";
import { throttleAttempt, forgiveAttempt } from "@/lib/auth/throttle-auth";
import { endUserSessions } from "@/lib/auth/end-sessions";
import { verifyPassword } from "@/lib/auth/verify-password";
import { db } from "@/lib/db";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/schemas/password";

export class WrongPasswordError extends Error {
  constructor() {
    super("The current password is not correct");
    this.name = "WrongPasswordError";
  }
}

/**
 * Replaces a user's password after checking the current one, and ends every other session
 * of the user: whoever else had a cookie has to sign in with the new password. The current
 * password is throttled like a sign-in, so a stolen session cannot be used to guess it.
 */
export async function changePassword(userId: string, input: ChangePasswordInput, { keepSession }: { keepSession: string }) {
  const { currentPassword, newPassword } = changePasswordSchema.parse(input);
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (!user?.passwordHash) throw new WrongPasswordError();
  const attempt = { signInPerEmail: user.email };
  await throttleAttempt(attempt);
  if (!(await verifyPassword(user.passwordHash, currentPassword)).matches) throw new WrongPasswordError();
  await forgiveAttempt(attempt);
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await endUserSessions(userId, { except: keepSession }, tx);
  });
}
