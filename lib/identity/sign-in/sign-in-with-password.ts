import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { recordSignIn, type SignInOrigin } from "./record-sign-in";
import { throttleAttempt, forgiveAttempt } from "@/lib/identity/throttle-auth";
import { checkCredentials, type SessionUser } from "./verify-credentials";

/** Longer than any address or password we store: refused without any work. */
const MAX_INPUT_LENGTH = 1024;

/**
 * The credentials sign-in: throttled per e-mail and per client address before any hash is
 * computed (throws TooManyAttemptsError), then the password check. A right password gives
 * its attempt back, so only wrong guesses use up the allowance.
 *
 * Audited as the user's own action in their account: a success (`user.signed_in`, with
 * `lastSignedInAt` set in the same transaction) and a wrong password for an existing user
 * (`user.sign_in_refused`). An unknown e-mail has no account to record it in, and a throttled
 * attempt is refused before any check (a flood would otherwise write a row per guess).
 * Never the password. A sign-in from a kind of device the member never used before is
 * e-mailed to them (lib/identity/sign-in/notify-new-device.ts).
 */
export async function signInWithPassword(
  email: string,
  password: string,
  address: string,
  origin: SignInOrigin = { ipAddress: address, userAgent: null, requestId: null },
): Promise<SessionUser | null> {
  if (!email || !password || email.length > MAX_INPUT_LENGTH || password.length > MAX_INPUT_LENGTH) return null;
  const attempt = { signInPerEmail: email, signInPerAddress: address };
  await throttleAttempt(attempt);
  const check = await checkCredentials(email, password);
  if (check.outcome === "unknown") return null;
  const { user } = check;
  const context: AuditContext = { ...origin, actor: { type: "user", id: user.id, label: user.email } };
  const target = { type: "user", id: user.id, label: user.email };
  if (check.outcome === "wrong_password") {
    await recordAudit(db, user.accountId, context, { action: "user.sign_in_refused", target, summary: { reason: "wrong_password" } });
    return null;
  }
  await forgiveAttempt(attempt);
  await recordSignIn(user, origin, "password");
  return user;
}
