import { throttleAttempt, forgiveAttempt } from "./throttle-auth";
import { verifyCredentials, type SessionUser } from "./verify-credentials";

/** Longer than any address or password we store: refused without any work. */
const MAX_INPUT_LENGTH = 1024;

/**
 * The credentials sign-in: throttled per e-mail and per client address before any hash is
 * computed (throws TooManyAttemptsError), then the password check. A right password gives
 * its attempt back, so only wrong guesses use up the allowance.
 */
export async function signInWithPassword(email: string, password: string, address: string): Promise<SessionUser | null> {
  if (!email || !password || email.length > MAX_INPUT_LENGTH || password.length > MAX_INPUT_LENGTH) return null;
  const attempt = { signInPerEmail: email, signInPerAddress: address };
  await throttleAttempt(attempt);
  const user = await verifyCredentials(email, password);
  if (user) await forgiveAttempt(attempt);
  return user;
}
