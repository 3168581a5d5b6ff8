import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import type { ConfirmIdentityInput } from "@/lib/schemas/password";
import { forgiveAttempt, throttleAttempt } from "./throttle-auth";
import { verifyPassword } from "./verify-password";

const WRONG_PASSWORD = "That is not your password";

/**
 * The member proves it is them again (GitHub's "sudo mode"): the password, throttled like a
 * sign-in so a stolen session cannot be used to guess it, opens this browser's session to
 * dangerous changes for the next 10 minutes (lib/access/confirmation-policy.ts). Other
 * browsers of the member stay as they were.
 */
export async function confirmIdentity(
  session: { sessionId: string; userId: string },
  { password }: ConfirmIdentityInput,
  now: Date = new Date(),
): Promise<void> {
  const user = await db.user.findUnique({ where: { id: session.userId }, select: { email: true, passwordHash: true } });
  if (!user?.passwordHash) throw new ApiError("VALIDATION_ERROR", WRONG_PASSWORD, [{ path: "password", message: WRONG_PASSWORD }]);
  const attempt = { signInPerEmail: user.email };
  await throttleAttempt(attempt);
  if (!(await verifyPassword(user.passwordHash, password)).matches) {
    throw new ApiError("VALIDATION_ERROR", WRONG_PASSWORD, [{ path: "password", message: WRONG_PASSWORD }]);
  }
  await forgiveAttempt(attempt);
  await db.userSession.updateMany({ where: { id: session.sessionId, userId: session.userId }, data: { confirmedAt: now } });
}
