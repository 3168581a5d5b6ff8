import { recordSignIn, type SignInOrigin } from "./record-sign-in";
import { forgiveAttempt, throttleAttempt } from "@/lib/identity/throttle-auth";
import type { SessionUser } from "./verify-credentials";
import { db } from "@/lib/db";
import type { PasskeyAuthenticationResponse } from "@/lib/schemas/passkeys";
import type { RelyingParty } from "@/lib/identity/passkeys/relying-party";
import { verifyPasskey } from "@/lib/identity/passkeys/verify-passkey";

/**
 * A sign-in with a passkey alone: it is two factors in one (the device, and the fingerprint,
 * face or PIN that unlocked it), so the session it starts owes nothing more. Throttled per
 * client address as password sign-ins are (a wrong answer uses up the allowance, a right one
 * gives it back), audited as `user.signed_in` with its method, and a new kind of device is
 * e-mailed to the member.
 */
export async function signInWithPasskey(
  response: PasskeyAuthenticationResponse,
  rp: RelyingParty,
  origin: SignInOrigin,
  now: Date = new Date(),
): Promise<SessionUser> {
  const attempt = { signInPerAddress: origin.ipAddress ?? "unknown" };
  await throttleAttempt(attempt);
  const { userId } = await verifyPasskey(response, { rp, owner: null, now });
  await forgiveAttempt(attempt);
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, name: true, accountId: true, role: true },
  });
  await recordSignIn(user, origin, "passkey");
  return user;
}
