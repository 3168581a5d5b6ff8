import type { ApiError } from "@/lib/errors";
import { forgiveAttempt, throttleAttempt } from "@/lib/identity/throttle-auth";
import { verifyPassword } from "./verify-password";

/**
 * A signed-in member's password, typed again (to change it, to confirm it is them): throttled
 * with the sign-in's per-e-mail budget before the hash is computed, so a stolen session cannot
 * be used to guess it, and a right one gives its attempt back. Throws `wrong()` for a wrong
 * password or a user without one.
 */
export async function checkCurrentPassword(
  user: { email: string; passwordHash: string | null },
  password: string,
  wrong: () => ApiError,
): Promise<void> {
  if (!user.passwordHash) throw wrong();
  const attempt = { signInPerEmail: user.email };
  await throttleAttempt(attempt);
  if (!(await verifyPassword(user.passwordHash, password)).matches) throw wrong();
  await forgiveAttempt(attempt);
}
