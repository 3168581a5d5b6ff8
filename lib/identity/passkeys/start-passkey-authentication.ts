import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { type ChallengeOwner, saveChallenge } from "./passkey-challenges";
import type { RelyingParty } from "./relying-party";

/**
 * What the browser needs to use a passkey (`navigator.credentials.get()`). Asked by a session
 * (the sign-in's second step, "confirm it is you"): only that user's passkeys are offered and
 * only that session may answer. Asked by nobody (the sign-in page): the browser offers any
 * passkey it holds for this site, and the answer names its user.
 */
export async function startPasskeyAuthentication(owner: ChallengeOwner, rp: RelyingParty, now: Date = new Date()) {
  const allowCredentials = owner
    ? (await db.passkey.findMany({ where: { userId: owner.userId }, select: { credentialId: true, transports: true } })).map(
        ({ credentialId, transports }) => ({ id: credentialId, transports }),
      )
    : undefined;
  if (allowCredentials?.length === 0) throw new ApiError("CONFLICT", "You have no passkey. Use your authenticator app or password.");
  const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials, userVerification: "required" });
  await saveChallenge(options.challenge, "authentication", owner, now);
  return options;
}
