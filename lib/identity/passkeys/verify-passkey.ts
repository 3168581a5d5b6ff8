import { verifyAuthenticationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { db } from "@/lib/db";
import type { PasskeyAuthenticationResponse } from "@/lib/schemas/passkeys";
import { type ChallengeOwner, takeChallenge } from "./passkey-challenges";
import { refusedPasskey } from "./refused-passkey-error";
import type { RelyingParty } from "./relying-party";

/**
 * Checks a passkey's answer to a challenge we handed out: the challenge unused, in time and
 * asked by `owner` (a session, or nobody for a sign-in with a passkey alone); a passkey
 * registered here (of the owner's user, when there is one); the signature by its public key
 * over our origin and RP ID, with user verification; and its counter moved on (a cloned
 * authenticator would repeat one). The counter is stored by a conditional update, so two answers
 * racing with one count cannot both pass. Answers the passkey's id and user.
 */
export async function verifyPasskey(
  response: PasskeyAuthenticationResponse,
  { rp, owner, now = new Date() }: { rp: RelyingParty; owner: ChallengeOwner; now?: Date },
): Promise<{ passkeyId: string; userId: string }> {
  const expectedChallenge = await takeChallenge(response.response.clientDataJSON, "authentication", owner, now);
  const passkey = await db.passkey.findUnique({ where: { credentialId: response.id } });
  if (!passkey || (owner && passkey.userId !== owner.userId)) throw refusedPasskey("unknown credential");
  // A discoverable passkey names its user; it must be the user it was registered to.
  const userHandle = response.response.userHandle;
  if (userHandle && isoBase64URL.toUTF8String(userHandle) !== passkey.userId) throw refusedPasskey("user handle mismatch");
  const verification = await verifyAuthenticationResponse({
    response: response as Parameters<typeof verifyAuthenticationResponse>[0]["response"],
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports as never,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw refusedPasskey(error);
  });
  if (!verification.verified) throw refusedPasskey("not verified");
  const { count } = await db.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: {
      counter: BigInt(verification.authenticationInfo.newCounter),
      backedUp: verification.authenticationInfo.credentialBackedUp,
      lastUsedAt: now,
    },
  });
  if (count === 0) throw refusedPasskey("counter raced");
  return { passkeyId: passkey.id, userId: passkey.userId };
}
